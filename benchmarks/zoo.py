"""Whole-zoo validation time: the programs of lit_tests/Inputs/programs
(or, with `--models`, the PyTorch model exports of lit_tests/Inputs/torch)
through `--annotate --lower --verify`, one after the other in one process
(the Python API), and as Ray tasks on a local cluster (`[ray]` extra),
measured in one run.  Wall and CPU time of both (the CPU of the Ray run is
its workers').

    python benchmarks/zoo.py [--cpus 2] [--models]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import tvmlir

INPUTS = Path(__file__).parent.parent / "lit_tests" / "Inputs"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpus", type=int, default=2)
    ap.add_argument("--models", action="store_true", help="the PyTorch model exports (lit_tests/Inputs/torch)")
    args = ap.parse_args()
    programs = sorted((INPUTS / ("torch" if args.models else "programs")).glob("*.mlir"))
    t, cpu = time.perf_counter(), time.process_time()
    seq = [tvmlir.verify(p) for p in programs]
    t_seq, cpu_seq = time.perf_counter() - t, time.process_time() - cpu
    print(f"{len(programs)} programs, one process: {t_seq:.1f} s wall, {cpu_seq:.1f} s CPU, "
          f"exit codes {[r.exit_code for r in seq]}")
    try:
        import ray
    except ImportError:
        print("ray: not installed (pip install '.[ray]')")
        return
    from tvmlir.distributed.ray_zoo import verify_zoo

    t = time.perf_counter()
    ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False)
    t_init = time.perf_counter() - t
    t = time.perf_counter()
    par = verify_zoo([str(p) for p in programs])
    t_ray = time.perf_counter() - t
    same = [[f.verdict_text() for f in r.report.functions] for r in par] == [
        [f.verdict_text() for f in r.functions] for r in seq
    ]
    print(f"ray, {args.cpus} cpus: {t_ray:.1f} s (+{t_init:.1f} s cluster start), same verdicts: {same}, "
          f"ratio {t_ray / t_seq:.2f}")


if __name__ == "__main__":
    main()
