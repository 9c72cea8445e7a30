"""IREE codegen stored under lit_tests/Inputs/iree_codegen, with the claims
`--verify{spec=}` infers for it: the symbolic tests of a `--verify` rule
infer the claims once on the correct code, then break the claimed code
and verify it again without runs, so that each verdict comes from the
rule's own obligations (the lit tests pin what execution adds)."""

from pathlib import Path

from tvmlir.infer.against_source import prepare
from tvmlir.infer.runs import REASSOC_TOLERANCE
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.passes.verify import annotated_source
from tvmlir.verify.function import VerifyOptions

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs" / "iree_codegen"


def claimed_codegen(stem: str, workgroup_allocs: str = "per-thread"):
    """`STEM.codegen.mlir` with the claims inferred against
    `STEM.source.mlir` (under assume-reassoc, as IREE's reductions need),
    the verify options, and the claims inferred per function."""
    source = annotated_source(str(INPUTS / f"{stem}.source.mlir"), "spec")
    name = f"{stem}.codegen.mlir"
    module = parse_module(make_context(allow_unregistered=True), (INPUTS / name).read_text(), name)
    options = VerifyOptions(source=source.fingerprints(), assume_reassoc=True, workgroup_allocs=workgroup_allocs)
    copy, inferences = prepare(module, source.specs, "<input>", 3, REASSOC_TOLERANCE, workgroup_allocs)
    claims = {f: [c for _, c in inf.claims] for f, inf in inferences.items()}
    return copy, options, claims
