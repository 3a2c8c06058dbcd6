"""Operations on values; :class:`hcl.cty.Value` methods delegate here.

* :mod:`.equality` — ``equals`` (cty ``==``), ``raw_equals``;
* :mod:`.arithmetic` — numbers, comparison, logic;
* :mod:`.access` — attributes, indexing, membership, length, iteration;
* :mod:`.paths` — applying paths, marks at paths;
* :mod:`.display` — GoString rendering.
"""
