"""The HCL type system: a Python implementation of go-cty.

Types (:mod:`.types`), values (:mod:`.values`), numbers (:mod:`.numbers`), refinements
of unknowns (:mod:`.refinements`), operations (:mod:`.operations`), conversion and
unification (:mod:`.convert`), JSON (:mod:`.json`), type-constraint strings
(:mod:`.typeexpr`), functions (:mod:`.function`), hypothesis strategies
(:mod:`.strategies`). This package imports nothing else from :mod:`hcl`.

Where the HCL spec's prose and go-cty differ, this follows go-cty (the reference HCL
is built on it): objects with different attribute names unify to a map, tuples of
different lengths to a list; strings converting to numbers may have exponents (and
Go's ``inf``/``p`` forms); integers wider than 512 bits are rounded, not rejected.
Deliberate, documented departures: numbers whose decimal form would exceed
:data:`~hcl.cty.numbers.MAX_TEXT_LENGTH` characters cannot be rendered (Go would
hang); ``Inf % x`` is an error (Go crashes); map and object equality are compared in
key order (Go's order is random); JSON documents deeper than 200 levels are refused.
"""

from hcl.cty.errors import (
    ConversionError,
    CtyError,
    GetAttrStep,
    IndexStep,
    InvalidValueError,
    JSONError,
    NumberError,
    NumberFormatError,
    NumberParseError,
    OperationError,
    Path,
    PathError,
    PathStep,
    format_path,
)
from hcl.cty.numbers import Number, format_number
from hcl.cty.refinements import RefinementBuilder, ValueRange
from hcl.cty.typeexpr import TypeExprError, parse_type
from hcl.cty.types import (
    BOOL,
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    Capsule,
    CapsuleOps,
    CapsuleType,
    DynamicType,
    List,
    ListType,
    Map,
    MapType,
    Object,
    ObjectType,
    PrimitiveType,
    Set,
    SetType,
    Tuple,
    TupleType,
    Type,
)
from hcl.cty.values import (
    DYNAMIC_VAL,
    EMPTY_OBJECT,
    EMPTY_TUPLE,
    FALSE,
    NEGATIVE_INFINITY,
    POSITIVE_INFINITY,
    TRUE,
    ZERO,
    Value,
)

EMPTY_OBJECT_VAL = EMPTY_OBJECT
EMPTY_TUPLE_VAL = EMPTY_TUPLE

__all__ = [
    "BOOL",
    "DYNAMIC",
    "DYNAMIC_VAL",
    "EMPTY_OBJECT",
    "EMPTY_OBJECT_TYPE",
    "EMPTY_OBJECT_VAL",
    "EMPTY_TUPLE",
    "EMPTY_TUPLE_TYPE",
    "EMPTY_TUPLE_VAL",
    "FALSE",
    "NEGATIVE_INFINITY",
    "NUMBER",
    "POSITIVE_INFINITY",
    "STRING",
    "TRUE",
    "ZERO",
    "Capsule",
    "CapsuleOps",
    "CapsuleType",
    "ConversionError",
    "CtyError",
    "DynamicType",
    "GetAttrStep",
    "IndexStep",
    "InvalidValueError",
    "JSONError",
    "List",
    "ListType",
    "Map",
    "MapType",
    "Number",
    "NumberError",
    "NumberFormatError",
    "NumberParseError",
    "Object",
    "ObjectType",
    "OperationError",
    "Path",
    "PathError",
    "PathStep",
    "PrimitiveType",
    "RefinementBuilder",
    "Set",
    "SetType",
    "Tuple",
    "TupleType",
    "Type",
    "TypeExprError",
    "Value",
    "ValueRange",
    "format_number",
    "format_path",
    "parse_type",
]
