"""The error contract every tvmlir tool runs its body under: exit codes
and one line on stderr (DESIGN.md section 7).

Its own module, importing nothing heavy, so that a tool other than
`tv-opt` (`tv-check`) does not pay for xDSL's optimizer driver at start-up.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn

from tvmlir.ir.diagnostics import BadInput, UnsupportedInput, UnsupportedOp

EXIT_UNSUPPORTED = 2
EXIT_BAD_INPUT = 3
EXIT_INTERNAL_ERROR = 4


def run_tool(body: Callable[[], int]) -> NoReturn:
    """Run a tool's body with tvmlir's error contract (see module doc)."""
    from tvmlir.smt.budget import BudgetError, work_mode_rlimit

    try:
        work_mode_rlimit()  # a malformed TVMLIR_RLIMIT is refused before any work
        code = body()
    except UnsupportedInput as e:  # valid input tvmlir cannot read: the verdict
        sys.stdout.write(f"{e}\n")
        code = e.exit_code
    except BudgetError as e:
        sys.stderr.write(f"{os.path.basename(sys.argv[0]) or 'tvmlir'}: error: {e}\n")
        code = EXIT_BAD_INPUT
    except BadInput as e:
        sys.stderr.write(f"{e}\n")
        code = EXIT_BAD_INPUT
    except UnsupportedOp as e:  # an op a pass cannot process
        sys.stderr.write(f"{e}\n")
        code = EXIT_UNSUPPORTED
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        code = 130
    except BrokenPipeError:
        code = 0
    except Exception as e:  # a tvmlir bug: say so in one line
        if os.environ.get("TVMLIR_DEBUG"):
            raise
        sys.stderr.write(
            f"internal error: {type(e).__name__}: {e} "
            "(this is a tvmlir bug; TVMLIR_DEBUG=1 shows the traceback)\n"
        )
        code = EXIT_INTERNAL_ERROR
    sys.exit(code)
