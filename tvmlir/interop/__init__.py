"""Running the user's own MLIR tools around tvmlir (mlir-opt-19 and the tv
dialect plugin): locating them, running pipelines, comparing their output.
Imports nothing of tvmlir's verification; the tools use it."""
