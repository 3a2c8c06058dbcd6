"""Function machinery (go-cty ``function``): parameters, type checking and calls."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from hcl.cty.errors import CtyError, Path
from hcl.cty.refinements import RefinementBuilder
from hcl.cty.types import DYNAMIC, Type
from hcl.cty.values import Value

__all__ = [
    "ArgError",
    "EvaluationAborted",
    "Function",
    "FunctionError",
    "ImplFunc",
    "PanicError",
    "Parameter",
    "TypeFunc",
    "static_return_type",
]

#: ``type(args) -> Type``: the result type for the given (possibly unknown) arguments.
TypeFunc = Callable[[list[Value]], Type]
#: ``impl(args, ret_type) -> Value``: the result for known arguments.
ImplFunc = Callable[[list[Value], Type], Value]
RefineFunc = Callable[[RefinementBuilder], RefinementBuilder]


class FunctionError(CtyError):
    """A function call failed (wrong arity, or an error from a callback).

    ``str()`` is the message; HCL reports it as ``Call to function "f" failed: <msg>.``
    """


class ArgError(FunctionError):
    """An error about the argument at ``index`` (0-based, counting the variadic
    arguments after the positional ones; for conformance errors of variadic
    arguments go-cty counts within the variadic arguments, and so does this)."""

    def __init__(self, index: int, message: str, path: Path = ()) -> None:
        super().__init__(message, path)
        self.index = index

    def with_path(self, path: Path) -> ArgError:
        return ArgError(self.index, self.message, tuple(path) + self.path)


class PanicError(FunctionError):
    """An implementation raised an unexpected (non-cty) exception.

    The message names the exception only; the exception itself (with its traceback)
    is :attr:`exception`, for debugging. Messages end up in diagnostics, which must
    not carry tracebacks or file paths.
    """

    def __init__(self, exc: BaseException) -> None:
        super().__init__(f"panic in function implementation: {type(exc).__name__}: {exc}")
        self.exception = exc


class EvaluationAborted(Exception):
    """Raised by a callback to stop a whole evaluation (for example, a used-up budget).

    Calls pass it, and ``RecursionError``, through untouched instead of turning them
    into a :class:`FunctionError`, so the evaluator at the top can handle them.
    """


@dataclass(frozen=True)
class Parameter:
    """A function parameter. ``type`` is a type constraint (the dynamic type accepts
    anything). By default nulls are rejected, unknown arguments make the result
    unknown without calling the implementation, dynamic-typed arguments make the
    result the dynamic value without calling either callback, and marks are removed
    (deeply) before the callbacks see the arguments and put on the result."""

    name: str = ""
    type: Type = DYNAMIC
    allow_null: bool = False
    allow_unknown: bool = False
    allow_dynamic_type: bool = False
    allow_marked: bool = False
    description: str = ""


def static_return_type(ty: Type) -> TypeFunc:
    """A type callback that always returns ``ty``."""

    def type_func(args: list[Value]) -> Type:
        return ty

    return type_func


class Function:
    """A function: positional parameters, an optional variadic parameter, a result
    type callback and an implementation callback.

    ``type`` may be a :class:`~hcl.cty.types.Type` (a static result type) or a
    :data:`TypeFunc`. ``refine_result`` optionally refines every result (go-cty
    ``RefineResult``). Call with :meth:`call` (or just ``f(*args)``).
    """

    __slots__ = ("_description", "_impl", "_params", "_refine", "_type", "_var_param")

    def __init__(
        self,
        *,
        params: Sequence[Parameter] = (),
        var_param: Parameter | None = None,
        type: Type | TypeFunc,
        impl: ImplFunc,
        refine_result: RefineFunc | None = None,
        description: str = "",
    ) -> None:
        self._params = tuple(params)
        self._var_param = var_param
        self._type: TypeFunc = static_return_type(type) if isinstance(type, Type) else type
        self._impl = impl
        self._refine = refine_result
        self._description = description

    @property
    def params(self) -> tuple[Parameter, ...]:
        return self._params

    @property
    def var_param(self) -> Parameter | None:
        return self._var_param

    @property
    def description(self) -> str:
        return self._description

    def with_new_descriptions(self, description: str,
                              param_descriptions: Sequence[str]) -> Function:
        """A copy with new descriptions (one per positional parameter, plus optionally
        one for the variadic parameter)."""
        n = len(self._params)
        if self._var_param is not None:
            if len(param_descriptions) not in (n, n + 1):
                raise ValueError(f"paramDescs must have length of either {n + 1} or {n}")
        elif len(param_descriptions) != n:
            raise ValueError(f"paramDescs must have length {n}")
        params = [replace(p, description=d)
                  for p, d in zip(self._params, param_descriptions, strict=False)]
        var = self._var_param
        if var is not None and len(param_descriptions) == n + 1:
            var = replace(var, description=param_descriptions[n])
        return Function(params=params, var_param=var, type=self._type, impl=self._impl,
                        refine_result=self._refine, description=description)

    # ------------------------------------------------------------------ typing

    def return_type(self, arg_types: Sequence[Type]) -> Type:
        """The result type for arguments of these types (checked as unknowns)."""
        return self.return_type_for_values([Value.unknown(t) for t in arg_types])

    def return_type_for_values(self, args: Sequence[Value]) -> Type:
        """The result type for these argument values (raises on invalid arguments)."""
        ty, _ = self._return_type(list(args))
        return ty

    def _param_for(self, i: int) -> Parameter:
        return self._params[i] if i < len(self._params) else self._var_param  # type: ignore

    def _return_type(self, args: list[Value]) -> tuple[Type, bool]:
        n = len(self._params)
        if self._var_param is None:
            if len(args) != n:
                raise FunctionError(
                    f"wrong number of arguments ({n} required; {len(args)} given)")
        elif len(args) < n:
            raise FunctionError(
                f"wrong number of arguments (at least {n} required; {len(args)} given)")
        args = list(args)
        for i, val in enumerate(args):
            spec = self._param_for(i)
            if not spec.allow_marked and val.contains_marked:
                args[i] = val.unmark_deep()
            if val.is_null and not spec.allow_null:
                raise ArgError(i, "argument must not be null")
            if val.type.is_dynamic:
                if not spec.allow_dynamic_type:
                    return DYNAMIC, True
            else:
                errs = val.type.test_conformance(spec.type)
                if errs:
                    index = i if i < n else i - n
                    raise ArgError(index, errs[0].message, errs[0].path)
        try:
            ty = self._type(args)
        except (FunctionError, EvaluationAborted, RecursionError):
            raise
        except CtyError as e:
            raise FunctionError(e.message, e.path) from e
        except Exception as e:
            raise PanicError(e) from e
        if not isinstance(ty, Type):
            raise PanicError(TypeError(f"type callback returned {ty!r}, not a Type"))
        return ty, False

    # ------------------------------------------------------------------ calling

    def call(self, args: Sequence[Value]) -> Value:
        """Call the function. Raises :class:`ArgError` for a bad argument,
        :class:`FunctionError` for other failures (wrong arity; any other
        :class:`~hcl.cty.errors.CtyError` a callback raises is re-raised as a
        FunctionError with the same message), :class:`PanicError` if a callback raised
        a non-cty exception. Nothing else escapes (arguments that are not Values are a
        programming error: TypeError)."""
        args = list(args)
        for a in args:
            if not isinstance(a, Value):
                raise TypeError(f"function arguments must be cty Values, not {type(a).__name__}")
        expected, dyn = self._return_type(args)
        if dyn:
            marks = self._collect_marks(args)
            return Value.unknown(DYNAMIC).with_marks(marks)
        result = self._call_checked(args, expected)
        if self._refine is not None and not (not result.is_known and result.type.is_dynamic):
            result = result.refine_with(self._refine)
        return result

    def __call__(self, *args: Value) -> Value:
        return self.call(args)

    def _collect_marks(self, args: list[Value]) -> set[Any]:
        marks: set[Any] = set()
        for i, a in enumerate(args):
            if not self._param_for(i).allow_marked:
                marks |= a.deep_marks()
        return marks

    def _call_checked(self, args: list[Value], expected: Type) -> Value:
        marks: set[Any] = set()
        unknown = False
        call_args = list(args)
        for i, val in enumerate(args):
            spec = self._param_for(i)
            if not spec.allow_marked:
                unmarked, m = val.unmark_deep_with_marks()
                if m:
                    marks |= m
                    call_args[i] = unmarked
            if not val.is_known and not spec.allow_unknown:
                unknown = True
        if unknown:
            return Value.unknown(expected).with_marks(marks)
        try:
            result = self._impl(call_args, expected)
        except (FunctionError, EvaluationAborted, RecursionError):
            raise
        except CtyError as e:
            raise FunctionError(e.message, e.path) from e
        except Exception as e:
            raise PanicError(e) from e
        if not isinstance(result, Value):
            raise PanicError(TypeError(f"implementation returned {result!r}, not a Value"))
        if marks:
            result = result.with_marks(marks)
        errs = result.type.test_conformance(expected)
        if errs:
            raise PanicError(TypeError(
                f"returned value {result!r} does not conform to expected return type "
                f"{expected!r}: {errs[0].message}"))
        return result
