"""JSON bodies: the schema decides what each JSON property means (json-spec.md).

A faithful port of the body half of the reference ``json/structure.go``: a body
is an object or an array of objects (flattened in order), properties named by
the schema are attributes or blocks, each block label is one more object level,
and ``"//"`` properties are comments. Summaries and ranges are the reference's;
the details are written for this project.
"""

from __future__ import annotations

from hcl.body import Attribute, Block, Body, BodyContent, BodySchema
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.json.expression import JSONArray, JSONNull, JSONObject, JSONProperty, JSONValue, property_parts
from hcl.pos import Range
from hcl.text import go_quote, name_suggestion

_WRONG_TYPE = "Incorrect JSON value type"


class JSONBody(Body):
    """A JSON body; ``hidden`` names were consumed by an earlier partial read."""

    __slots__ = ("hidden", "value")

    def __init__(self, value: JSONValue, hidden: frozenset[str] = frozenset()) -> None:
        self.value = value
        self.hidden = hidden

    def __repr__(self) -> str:
        return f"JSONBody({self.value.range})"

    def missing_item_range(self) -> Range:
        v = self.value
        if isinstance(v, JSONObject):
            return v.close_range
        if isinstance(v, JSONArray):
            return v.open_range
        return v.start_range

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, JSONBody, Diagnostics]:
        diags = Diagnostics()
        props = _collect_deep(self.value, None, diags)
        used = set(self.hidden)
        attr_names = {a.name for a in schema.attributes}
        block_schemas = {b.type: b for b in schema.blocks}
        attrs: dict[str, Attribute] = {}
        blocks: list[Block] = []
        for prop in props:
            name = prop.name
            if name in self.hidden:
                continue
            if name in attr_names:
                existing = attrs.get(name)
                if existing is not None:
                    diags.append(Diagnostic.error(
                        "Duplicate argument",
                        f"{go_quote(name)} is already set at {existing.range}. An argument can be set only "
                        "once; remove one of the definitions.",
                        prop.name_range, prop.name_range))
                    continue
                attrs[name] = _attribute(prop)
                used.add(name)
            elif name in block_schemas:
                block_s = block_schemas[name]
                _unpack_block(prop.value, name, prop.name_range, block_s.label_names, (), (),
                              blocks, diags)
                used.add(name)
        for attr_s in schema.attributes:
            if attr_s.required and attr_s.name not in attrs:
                diags.append(Diagnostic.error(
                    "Missing required argument",
                    f"{go_quote(attr_s.name)} is a required argument and is not set here. Add a definition "
                    "for it.",
                    self.missing_item_range()))
        content = BodyContent(attrs, tuple(blocks), self.missing_item_range())
        return content, JSONBody(self.value, frozenset(used)), diags

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, remain, diags = self.partial_content(schema)
        hidden = remain.hidden
        candidates = [a.name for a in schema.attributes if a.name not in hidden]
        candidates += [b.type for b in schema.blocks]
        for prop in _collect_deep(self.value, None, diags):
            name = prop.name
            if name == "//" or name in hidden:
                continue
            suggestion = name_suggestion(name, candidates)
            hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
            diags.append(Diagnostic.error(
                "Extraneous JSON object property",
                f"{go_quote(name)} is not an argument or block type accepted here; remove the property or "
                f"correct its name.{hint}",
                prop.name_range, prop.name_range))
        return content, diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        diags = Diagnostics()
        attrs: dict[str, Attribute] = {}
        obj = self.value
        if not isinstance(obj, JSONObject):
            diags.append(Diagnostic.error(
                _WRONG_TYPE, "The arguments of this block are set by a JSON object, so an object is expected here.",
                obj.start_range))
            return attrs, diags
        for prop in obj.properties:
            name = prop.name
            if name == "//" or name in self.hidden:
                continue
            existing = attrs.get(name)
            if existing is not None:
                diags.append(Diagnostic.error(
                    "Duplicate attribute definition",
                    f"{go_quote(name)} is already set at {existing.range}. An argument can be set only "
                    "once; remove one of the definitions.",
                    prop.name_range))
                continue
            attrs[name] = _attribute(prop)
        return attrs, diags


def _attribute(prop: JSONProperty) -> Attribute:
    name_range, value = property_parts(prop)
    return Attribute(prop.name, value, Range.between(name_range, value.range), name_range)


def _collect_deep(value: JSONValue, label: str | None, diags: Diagnostics) -> list[JSONProperty]:
    """The properties of an object, or of each object of an array, in order."""
    if isinstance(value, JSONNull):
        return []
    if isinstance(value, JSONObject):
        return list(value.properties)
    if isinstance(value, JSONArray):
        props: list[JSONProperty] = []
        for item in value.items:
            if isinstance(item, JSONObject):
                props.extend(item.properties)
            elif label is not None:
                diags.append(Diagnostic.error(
                    _WRONG_TYPE,
                    f"Each element here must be a JSON object whose property names give this block's {label} "
                    "labels.",
                    item.start_range))
            else:
                diags.append(Diagnostic.error(
                    _WRONG_TYPE,
                    "Each element here must be a JSON object whose properties set arguments and nested blocks.",
                    item.start_range))
        return props
    if label is not None:
        detail = (f"Expected a JSON object, or an array of objects, whose property names give this block's "
                  f"{label} labels.")
    else:
        detail = ("Expected a JSON object, or an array of objects, whose properties set arguments and "
                  "nested blocks.")
    diags.append(Diagnostic.error(_WRONG_TYPE, detail, value.start_range))
    return []


def _unpack_block(
    value: JSONValue, type_name: str, type_range: Range, labels_left: tuple[str, ...],
    labels: tuple[str, ...], label_ranges: tuple[Range, ...], blocks: list[Block],
    diags: Diagnostics,
) -> None:
    """Append the blocks ``value`` defines, one object level per remaining label."""
    if labels_left:
        label = labels_left[0]
        props = _collect_deep(value, label, diags)
        if not props:
            diags.append(Diagnostic.error(
                "Missing block label",
                f"A {type_name} block's {label} is written as a property name in this object, and the "
                f"object has none. Add a property named after the {label}.",
                value.start_range))
            return
        for prop in props:
            _unpack_block(prop.value, type_name, type_range, labels_left[1:],
                          (*labels, prop.name), (*label_ranges, prop.name_range), blocks, diags)
        return
    if isinstance(value, JSONNull):
        return
    if isinstance(value, JSONObject):
        blocks.append(Block(type_name, labels, JSONBody(value), value.open_range, type_range,
                            label_ranges))
    elif isinstance(value, JSONArray):
        for item in value.items:
            # An element that is not an object is reported when its content is read.
            blocks.append(Block(type_name, labels, JSONBody(item), value.open_range, type_range,
                                label_ranges))
    else:
        diags.append(Diagnostic.error(
            _WRONG_TYPE,
            f"The contents of {go_quote(type_name)} blocks are written as a JSON object (one block) or "
            "an array of objects (several blocks).",
            value.start_range))
