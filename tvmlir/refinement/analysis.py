"""What `tv-check --verbose` says about one encoding: the analysis behind
its abstraction, in tvmlir's terms.

Why: a verdict under abstract floats, aliasing memrefs and unknown
constants is only as good as the domain the query used; a user who wants
to know why a pair verified (or failed) needs the numbers that sized it.
Every line below reads a value the encoding computed and used (mlir-tv
prints the same kind of facts as its `[analysis]` lines):

* the float values counted per format (`semantics.counting`): function
  arguments (per side: the source's and the target's are counted apart),
  other values (op results, loop-carried values), constants; their sum N
  sizes the abstract float width (`AbstractFP.width_for`), unless
  `--fp-bits B` replaced the non-constant part by 2^B;
* the resulting bit layout of each format of the cast chain
  (`fp.abstract_layout`): sign, magnitude, and for wider formats the
  limit / narrower magnitude / precision fields;
* memref arguments per element type: one non-local block per argument of
  that type, any of them may alias; different element types never alias
  (the typed no-alias assumption) unless `--no-assume-typed-noalias`;
* each constant `--max-const-tensor-size` left unknown: where it is and
  what op it is.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.context import Options
from tvmlir.semantics.fp import AbstractFP
from tvmlir.semantics.fp.abstract_layout import Layout
from tvmlir.semantics.values import MemRef


def encoding_facts(enc, options: Options) -> list[str]:
    """The float domain and the memref arguments of `enc` (a
    `PairEncoding`), as lines without indentation."""
    return [*_float_facts(enc, options), *_memref_facts(enc, options)]


def _float_facts(enc, options: Options) -> list[str]:
    fp = enc.ctx.sem.fp
    fp = getattr(fp, "_base", fp)  # --associative wraps the domain
    count = enc.fp_count
    if not isinstance(fp, AbstractFP) or count is None:
        return ["floats: exact IEEE-754 (--fp=ieee): no abstract float domain"]
    scope = "counted over the source and the target"
    if count.per_element:
        scope += "; a shaped value counts as its element count, as an op here reads many of its elements"
    lines = [f"float values that size the abstract float domain ({scope}): N = {count.n}"]
    src_args = _arguments(count.root_arguments[: enc.source_roots])
    tgt_args = _arguments(count.root_arguments[enc.source_roots :])
    for name, args, others, consts in count.by_format:
        split = f" (source {src_args.get(name, 0)}, target {tgt_args.get(name, 0)})" if args else ""
        lines.append(f"  {name}: {args} function arguments{split}, {others} other values, {consts} constants")
    if options.fp_width:
        lines.append(f"abstract float width {fp.width} bits: forced (fp_width), not counted")
    elif options.fp_bits:
        n = (1 << options.fp_bits) + count.constants
        lines.append(f"--fp-bits {options.fp_bits}: N = 2^{options.fp_bits} + {count.constants} constants = {n} "
                     f"(counted: {count.n})")  # fmt: skip
        lines.append(f"abstract float width {fp.width} bits = 2 + ceil(log2(N + 4)) for N = {n}")
    else:
        lines.append(f"abstract float width {fp.width} bits = 2 + ceil(log2(N + 4)) for N = {count.n}")
    chain = [fmt.name for fmt in count.formats]
    default = "" if chain else " (no float in the program: the default chain)"
    lines.append(f"abstract float layout, cast chain {' < '.join(_chain(fp))}{default}:")
    for layout in _layouts(fp):
        lines.append(f"  {layout.fmt.name}: {_fields(layout)}")
    return lines


def _arguments(roots: tuple[dict[str, int], ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for args in roots:
        for name, n in args.items():
            out[name] = out.get(name, 0) + n
    return out


def _layouts(fp: AbstractFP) -> list[Layout]:
    return list(fp._layouts.values())


def _chain(fp: AbstractFP) -> list[str]:
    return [layout.fmt.name for layout in _layouts(fp)]


def _fields(layout: Layout) -> str:
    """`sign 1 | magnitude 5` for the narrowest format; a wider one's
    magnitude is `limit | <narrower>'s magnitude | precision`."""
    if layout.parent is None:
        return f"{layout.width} bits = sign 1 | magnitude {layout.mw}"
    p = layout.parent
    return (f"{layout.width} bits = sign 1 | limit {layout.limit_bits} | {p.fmt.name} magnitude {p.mw} | "
            f"precision {layout.precision_bits}")  # fmt: skip


def _memref_facts(enc, options: Options) -> list[str]:
    per_type: dict[str, list[str]] = {}
    for a in enc.args:
        if isinstance(a.value, MemRef):
            per_type.setdefault(str(a.value.elem_type), []).append(f"%{a.name}")
    if not per_type:
        return []
    if options.memref_inputs_simple:
        head = "memref arguments per element type (--memref-inputs-simple: each in its own block at offset 0):"
    else:
        head = "memref arguments per element type (arguments of one type may alias each other):"
    lines = [head]
    for elem, names in per_type.items():
        lines.append(f"  memref arguments of element type {elem}: {len(names)} ({', '.join(names)})")
    if len(per_type) > 1:
        lines.append(f"  arguments of different element types ({', '.join(per_type)}) do not alias "
                     "(typed no-alias assumption)")  # fmt: skip
    return lines


def unknown_constants(enc) -> list[str]:
    """Each constant op this encoding left unknown (--max-const-tensor-size),
    once, as `file:line:col: %name = op.name of TYPE, N elements`."""
    seen, lines = set(), []
    for op, count in enc.ctx.unknown_constants:
        if id(op) in seen:
            continue
        seen.add(id(op))
        lines.append(f"{format_op_location(op)}: {_op_text(op)}, {count} elements")
    return lines


def _op_text(op: Operation) -> str:
    """`%cst = arith.constant of tensor<2x3xf32>`: the op's result by its
    name in the input (generic-form inputs have none: then the op alone),
    its name, and its type; a global by its symbol."""
    if not op.results:
        sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
        return f"{op.name} @{sym.data}" if sym is not None else op.name
    r = op.results[0]
    name = f"%{r.name_hint} = " if r.name_hint else ""
    return f"{name}{op.name} of {r.type}"
