"""Split a test file into a source and a target file for tv-check.

usage: split_pair.py FILE PREFIX

Lines before the marker line `// ----- target` go to PREFIX.src.mlir, lines
after it to PREFIX.tgt.mlir; every other line becomes an empty line, so both
files keep FILE's line numbers (locations in verdicts point into FILE).
"""

import sys

MARKER = "// ----- target"


def main() -> int:
    path, prefix = sys.argv[1], sys.argv[2]
    lines = open(path).read().split("\n")
    try:
        cut = next(i for i, line in enumerate(lines) if line.strip() == MARKER)
    except StopIteration:
        sys.stderr.write(f"{path}: no '{MARKER}' line\n")
        return 2
    src = lines[:cut] + [""] * (len(lines) - cut)
    tgt = [""] * (cut + 1) + lines[cut + 1 :]
    with open(prefix + ".src.mlir", "w") as f:
        f.write("\n".join(src))
    with open(prefix + ".tgt.mlir", "w") as f:
        f.write("\n".join(tgt))
    return 0


if __name__ == "__main__":
    sys.exit(main())
