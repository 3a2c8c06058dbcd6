"""Arguments decoded from their expression instead of evaluated (the reference's customdecode hook).

A capsule type can carry, as extension data under :data:`CUSTOM_EXPRESSION_DECODER`,
a decoder ``(expression, ctx) -> (Value | None, Diagnostics)``. A function
parameter of such a type receives what the decoder makes of the argument's
expression (a type constraint, an expression kept for later) rather than its
value. The capsule types themselves live in :mod:`hcl.ext.customdecode`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hcl.cty import CapsuleType, Type, Value
from hcl.diagnostics import Diagnostics

if TYPE_CHECKING:
    from hcl.eval.context import EvalContext
    from hcl.ir import Expression

__all__ = ["CUSTOM_EXPRESSION_DECODER", "Decoder", "decoder_for_type"]


class _DecoderKey:
    """The extension-data key; a unique object, as the reference's typed constant."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "customdecode.CustomExpressionDecoder"


#: The capsule extension-data key whose answer is a :data:`Decoder`.
CUSTOM_EXPRESSION_DECODER = _DecoderKey()

#: ``decoder(expression, ctx) -> (value or None, diagnostics)``; None: no value could be made.
Decoder = Callable[["Expression", "EvalContext | None"], tuple[Value | None, Diagnostics]]


def decoder_for_type(ty: Type) -> Decoder | None:
    """The custom expression decoder of ``ty``, or None (not a capsule, or no decoder).

    For a function call: when a parameter's type has a decoder, the call passes
    ``decoder(argument_expression, ctx)`` instead of the argument's value, keeps
    the diagnostics, and passes ``Value.unknown(param.type)`` when it returns None.
    """
    if not isinstance(ty, CapsuleType) or ty.ops.extension_data is None:
        return None
    found = ty.ops.extension_data(CUSTOM_EXPRESSION_DECODER)
    return found if callable(found) else None
