"""What a verdict takes for granted, found before encoding a pair.

Why a module of its own: a "verified" is only as good as the assumptions
under it, so every one the encoding relies on is named in the report
(`QueryContext.assume`; printed under the verdict and in `--json`), and
the ones a user can turn off make the check refuse what it cannot model.
The encoders add the assumptions they meet (external calls in
`semantics/func.py`, memref arguments in `refinement/encode.py`); the
pair-level ones are here:

* **fast-math flags that license rewrites.**  `contract`, `afn`, `reassoc`
  and `arcp` do not change what one op computes; they allow later passes
  to change the results of several (fuse into an FMA, approximate, regroup,
  use a reciprocal).  The semantics computes every op exactly, which is
  one of the results the flags permit: a source carrying them only loses
  behaviours (sound; at worst a false alarm), but a target that *adds*
  one would be checked without the rewrites it licenses.  tvmlir does not
  model those result sets; it refuses a target op carrying a flag that no
  source op of the same name carries (`FAILED (target adds
  fastmath<contract> at file:line:col, not present in the source)`).
  Where the source has the flag too, flags are matched by op name, not op
  by op (`contract` on a target `math.fma` by `contract` on a source
  `arith.addf`/`subf`, which it fuses): that is printed as an assumption.
  A flag on a source op that an expansion replaces by `arith` / `math` ops
  (a `complex` op: `-convert-complex-to-standard` copies its flags onto
  every op it emits) licenses the same flag on the target's `arith` / `math`
  ops: the source op's flags are read as the relaxations allowed for its
  whole expansion, printed as an assumption (`EXPANDED_FLAGS`).
  `contract` itself is modelled where it changes a source value: a
  contracted multiply-add may be fused (`semantics/contraction.py`).
* **the index width** (`--index-bitwidth`, 64 by default).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, ShapedType
from xdsl.ir import Attribute

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.semantics.arith import LICENSING_FASTMATH as LICENSING_FLAGS
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.semantics.encoding import op_name


def _ops(roots):
    for root in roots:
        for op in root.walk():
            if op is not root:
                yield op


def _source_flags(src_roots) -> set[tuple[str, str]]:
    """(op name, flag) of the source's rewrite-licensing flags."""
    return {(op_name(op), f) for op in _ops(src_roots) for f in fastmath_flags(op) & set(LICENSING_FLAGS)}


def _target_flags(tgt_roots):
    """(op, flag) of the target's rewrite-licensing flags, in flag order."""
    for op in _ops(tgt_roots):
        for f in sorted(fastmath_flags(op) & set(LICENSING_FLAGS), key=LICENSING_FLAGS.index):
            yield op, f


def added_fastmath(src_roots, tgt_roots) -> str | None:
    """The failure reason when a target op carries a rewrite-licensing flag
    that no source op of the same name (or expanded into it) carries; else
    None."""
    have = _source_flags(src_roots)
    for op, f in _target_flags(tgt_roots):
        if not _same_name_licenses(have, op, f) and _expansion_licensor(have, op, f) is None:
            return f"target adds fastmath<{f}> at {format_op_location(op)}, not present in the source"
    return None


_EXPANDED_DIALECTS = ("complex.",)
"""Dialects whose ops are expanded into `arith` / `math` ops that inherit
their fast-math flags (ComplexToStandard)."""


def _same_name_licenses(have, op, f: str) -> bool:
    return any((name, f) in have for name in _licensed_by(op_name(op), f))


def _expansion_licensor(have, op, f: str) -> str | None:
    """A source op name of an expanded dialect carrying `f`, when `op` is an
    `arith` / `math` op (what an expansion emits); else None."""
    if not op_name(op).startswith(("arith.", "math.")):
        return None
    return next((name for name, g in sorted(have) if g == f and name.startswith(_EXPANDED_DIALECTS)), None)


_FUSED_FROM = {"math.fma": ("arith.addf", "arith.subf"), "vector.fma": ("arith.addf", "arith.subf")}
"""The source ops a fused multiply-add is built from (`--math-uplift-to-fma`
keeps their flags on the `math.fma` it builds)."""


def _licensed_by(name: str, flag: str) -> tuple[str, ...]:
    """The source op names whose `flag` licenses the same flag on a target
    op named `name`: the same name (and, for an `llvm` op, its `arith`
    counterpart, `semantics/llvm_scalar.ARITH_COUNTERPART`), and on an fma
    also the adds it fuses (semantics/contraction.py): the fma is the add,
    with the add's flags.  `contract` was the only one until session 35;
    MLIR 19's uplift-to-fma.mlir:15 fuses `fastmath<fast>` adds into a
    `fast` fma, whose `afn` and `reassoc` are the add's (held-out, a false
    FAILED)."""
    from tvmlir.semantics.llvm_scalar import ARITH_COUNTERPART

    names = (name, ARITH_COUNTERPART[name]) if name in ARITH_COUNTERPART else (name,)
    return (*names, *(f for n in names for f in _FUSED_FROM.get(n, ())))


def shared_fastmath(src_roots, tgt_roots) -> list[str]:
    """The assumptions a target's (matched) licensing flags rely on."""
    have = _source_flags(src_roots)
    flags: list[str] = []
    expanded: dict[str, set[str]] = {}
    for op, f in _target_flags(tgt_roots):
        if f not in flags:
            flags.append(f)
        if not _same_name_licenses(have, op, f):
            licensor = _expansion_licensor(have, op, f)
            if licensor is not None:
                expanded.setdefault(licensor, set()).add(f)
    if not flags:
        return []
    names = ", ".join(f"fastmath<{f}>" for f in sorted(flags, key=LICENSING_FLAGS.index))
    out = [f"{names} in the target license only what the same flag on the source's ops of the same name (for an fma: the adds it fuses) does "
           "(ops are computed exactly; the rewrites the flags allow are not modelled)"]
    for name in sorted(expanded):
        fs = ", ".join(f"fastmath<{f}>" for f in sorted(expanded[name], key=LICENSING_FLAGS.index))
        out.append(EXPANDED_FLAGS.format(flags=fs, op=name))
    return out


EXPANDED_FLAGS = ("{flags} on the source's {op} license the same flags on the arith/math ops of the target "
                  "(the flags of an op are read as the relaxations allowed for its whole expansion)")


def _has_index(t: Attribute) -> bool:
    if isinstance(t, ShapedType):
        return isinstance(t.get_element_type(), IndexType) or any(d < 0 for d in t.get_shape())
    return isinstance(t, IndexType)


def uses_index(roots) -> bool:
    """Whether an index value (or a dynamic extent, which `dim` reads as an
    index) occurs in the pair."""
    for root in roots:
        for op in root.walk():
            for v in (*op.results, *op.operands, *(a for r in op.regions for b in r.blocks for a in b.args)):
                if _has_index(v.type):
                    return True
    return False


def option_assumptions(options, abstraction) -> list[str]:
    """Options that change what is checked, said whenever they are on."""
    out = []
    if abstraction.fp_sum == "assoc":
        out.append("float addition is associative in sums (--associative)")
    if options.fp == "abstract" and options.fp_bits:
        out.append(f"a counterexample needs at most 2^{options.fp_bits} distinct float values (--fp-bits)")
    return out


def index_width(width: int) -> str:
    return f"index is {width} bits wide (--index-bitwidth={width})"
