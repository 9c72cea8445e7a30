"""Annotation-preserving lowering: linalg on tensors -> memrefs -> scf loops
-> tiled parallel loops -> gpu.launch / gpu.launch_func.

Each step is a `ModulePass` usable alone (`tv-opt -p ...`) whose output
mlir-opt-19 parses; `lower` chains them.  Prophecies are ordinary SSA ops:
the passes only rewrite their operands (through the loop ivs, tile offsets
and GPU ids that replace `linalg.index`), never drop or move them out of
their store's block.
"""
