"""The affine dataflow route of tv-check (`tvmlir/polyhedral`).

A pair whose loop nests the ordinary check can neither unroll nor pair
(tiling, fusion, interchange, normalization, data copies: design notes
19, "the affine dataflow route") is compared by array dataflow, for all
sizes.  The route only proves: its answer is `verified` (with its
assumptions printed) or a reason to decline, after which the ordinary
verdict stands with that reason as a note.  A structural mismatch is no
counterexample, so the route never says FAILED.
"""

from __future__ import annotations

import os
import time

from tvmlir.refinement.verdict import UNSUPPORTED, VERIFIED, Verdict

ROUTE = "affine dataflow route"


def has_loops(fn) -> bool:
    return any(op.name in ("affine.for", "scf.for") for op in fn.walk())


def check_dataflow(src, tgt, name: str, options) -> Verdict:
    """VERIFIED, or UNSUPPORTED with the route's reason."""
    import islpy as isl

    from tvmlir.polyhedral.check import prove
    from tvmlir.polyhedral.scop import Decline

    start = time.perf_counter()
    verdict = Verdict(name, UNSUPPORTED)
    try:
        proof = prove(src.functions[name], tgt.functions[name], options.index_bitwidth,
                      options.memref_inputs_simple, options.typed_noalias, options.max_block_bits,
                      options.opaque_ops, options.pure_opaque_ops, options.pure_external_calls)  # fmt: skip
    except Decline as e:
        verdict.reason = f"{ROUTE}: {e}"
    except (isl.Error, RecursionError) as e:
        verdict.reason = f"{ROUTE}: isl or the comparison gave up ({type(e).__name__}: {str(e)[:200]})"
    except Exception as e:  # noqa: BLE001 (a route that cannot answer leaves the ordinary verdict)
        if os.environ.get("TVMLIR_DEBUG"):
            raise
        verdict.reason = f"{ROUTE}: internal error ({type(e).__name__}: {e}), a tvmlir bug"
    else:
        verdict.status = VERIFIED
        verdict.assumptions = proof.assumptions
        verdict.notes = [f"verified by the {ROUTE} (array dataflow, isl, for all sizes)"] + proof.notes
    verdict.seconds = time.perf_counter() - start
    return verdict
