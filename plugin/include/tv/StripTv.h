//===- StripTv.h - the strip-tv pass of the plugin ------------------------===//
#ifndef TV_STRIPTV_H
#define TV_STRIPTV_H

namespace tvmlir::tv {
/// Registers `strip-tv` with mlir-opt (the plugin calls it on load).
void registerStripTvPass();
} // namespace tvmlir::tv

#endif // TV_STRIPTV_H
