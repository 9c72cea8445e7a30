"""Print a `tv.spec` op holding a spec function's text, for writing tests.

usage: embed_spec.py SPEC.mlir NAME [TENSOR:TYPE[:STAGES] ...]

The contract (design-notes section 4) keeps the spec as a string attribute;
writing that string by hand means escaping quotes.  This helper reads the
function from SPEC.mlir and prints the op, one `tv.spec_tensor` per
TENSOR:TYPE argument.  It is an authoring aid: tests contain its output.
"""

import sys


def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def main() -> None:
    path, name, *tensors = sys.argv[1:]
    with open(path) as f:
        source = f.read().strip()
    print(f'tv.spec @{name} source "{escape(source)}" {{')
    for t in tensors:
        parts = t.split(":")
        stages = f" stages {parts[2]}" if len(parts) > 2 else ""
        print(f"  tv.spec_tensor @{parts[0]} : {parts[1]}{stages}")
    print("}")


if __name__ == "__main__":
    main()
