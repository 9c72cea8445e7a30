//===- TvPlugin.cpp - entry point for mlir-opt --load-dialect-plugin ------===//
#include "tv/StripTv.h"
#include "tv/TvDialect.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TvPlugin", LLVM_VERSION_STRING,
          [](::mlir::DialectRegistry *registry) {
            registry->insert<::tvmlir::tv::TvDialect>();
            ::tvmlir::tv::registerStripTvPass();
          }};
}
