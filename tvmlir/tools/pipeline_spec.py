"""Pass pipeline text as users write it for mlir-opt.

Why: mlir-opt reads an option value up to the next space, `,` or `}`, so
`verify{source=model.mlir}` and `verify{source=/tmp/a.mlir}` are what users
type.  xDSL's pipeline lexer only knows identifiers, numbers and quoted
strings, and refused both with "Unknown token".  Bare values that are
neither (a file name, a path) are quoted before xDSL parses the pipeline;
everything else is left as it was, so xDSL still reports real mistakes.
"""

from __future__ import annotations

import re

# key=value inside a pass's {...}: the value runs to a space, `,` or `}`.
_OPTION = re.compile(r'(?P<key>[A-Za-z_][\w-]*)=(?P<value>[^\s,{}"]+)')
_PLAIN = re.compile(r"[A-Za-z_][\w-]*|[+-]?\d+(\.\d+)?([eE][+-]?\d+)?")


def quote_bare_values(spec: str) -> str:
    """`spec` with every bare option value that is not an identifier or a
    number in double quotes (`source=a/b.mlir` -> `source="a/b.mlir"`)."""
    out, depth, i = [], 0, 0
    while i < len(spec):
        c = spec[i]
        if c == '"':  # a quoted string stays as written
            j = i + 1
            while j < len(spec) and spec[j] != '"':
                j += 2 if spec[j] == "\\" else 1
            out.append(spec[i : j + 1])
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth = max(0, depth - 1)
        m = _OPTION.match(spec, i) if depth and (i == 0 or not (spec[i - 1].isalnum() or spec[i - 1] in "_-")) else None
        if m:
            value = m.group("value")
            if not _PLAIN.fullmatch(value):
                value = '"' + value + '"'
            out.append(f"{m.group('key')}={value}")
            i = m.end()
            continue
        out.append(c)
        i += 1
    return "".join(out)
