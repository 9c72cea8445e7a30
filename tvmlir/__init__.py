"""tvmlir: translation validation inside MLIR pipelines."""
