"""Whole-zoo validation time: the programs of lit_tests/Inputs/programs
through `--annotate --lower --verify`, one after the other in one process
(the Python API), and as Ray tasks on a local cluster (`[ray]` extra),
measured in one run.

    python benchmarks/zoo.py [--cpus 2]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import tvmlir

PROGRAMS = sorted((Path(__file__).parent.parent / "lit_tests" / "Inputs" / "programs").glob("*.mlir"))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpus", type=int, default=2)
    args = ap.parse_args()
    t = time.perf_counter()
    seq = [tvmlir.verify(p) for p in PROGRAMS]
    t_seq = time.perf_counter() - t
    print(f"{len(PROGRAMS)} programs, one process: {t_seq:.1f} s, exit codes {[r.exit_code for r in seq]}")
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
    par = verify_zoo([str(p) for p in PROGRAMS])
    t_ray = time.perf_counter() - t
    same = [r.exit_code for r in par] == [r.exit_code for r in seq]
    print(f"ray, {args.cpus} cpus: {t_ray:.1f} s (+{t_init:.1f} s cluster start), same verdicts: {same}, "
          f"ratio {t_ray / t_seq:.2f}")


if __name__ == "__main__":
    main()
