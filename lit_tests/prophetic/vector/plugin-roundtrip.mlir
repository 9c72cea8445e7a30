// REQUIRES: tv-plugin
// tv-opt's custom syntax of a vector prophecy is the plugin's.
// RUN: tv-opt %S/prophecy-syntax.mlir | %mlir-opt --load-dialect-plugin=%tv-plugin | filecheck %S/prophecy-syntax.mlir --check-prefix=PLUGIN
