//===- TvDialect.h - the tv dialect for mlir-opt --------------------------===//
#ifndef TV_TVDIALECT_H
#define TV_TVDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tv/TvOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "tv/TvOps.h.inc"

#endif // TV_TVDIALECT_H
