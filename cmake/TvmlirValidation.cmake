# TvmlirValidation.cmake: validate the lowerings of a CMake-built MLIR flow
# (IREE, Torch-MLIR, or a plain mlir-opt pipeline) with tvmlir.
#
#   list(APPEND CMAKE_MODULE_PATH <tvmlir>/cmake)
#   include(TvmlirValidation)
#
#   tvmlir_add_validation(<name>
#     SOURCE <file.mlir>              # linalg on tensors, as the frontend emits it
#     [PIPELINE <pass-pipeline>]      # the compiler's own pipeline: run by OPT_TOOL
#     [OPT_TOOL <exe>]                # default mlir-opt-19; iree-opt works alike
#     [OPT_ARGS <args>...]            # extra arguments for OPT_TOOL
#     [LOWER_OPTIONS <opts>]          # no PIPELINE: tvmlir's own --lower{<opts>}
#     [VERIFY_OPTIONS <opts>]         # e.g. "fp=ieee timeout=5000"
#     [FAIL_BUILD])                   # a failed validation fails the build
#
# For each call:
#   <name>.annotated.mlir   tv-opt --annotate (tv ops in generic form)
#   <name>.lowered.mlir     OPT_TOOL --pass-pipeline=PIPELINE, or tv-opt --lower
#   <name>.tv-report        the --verify report (one verdict line per function),
#                           checked against SOURCE (verify{source=SOURCE})
#   <name>.tv-checked       stamp: the check ran (and passed, with FAIL_BUILD)
#   target tvmlir-validate-<name> (built by ALL) and CTest test tvmlir.<name>.
#
# Why the annotation goes in *before* the compiler's pipeline: prophecies
# are ordinary SSA ops (docs/design-notes.md section 4), so the unmodified
# upstream passes carry them to the stores of the generated code; the
# validator then checks what the compiler really produced.  The lowered
# module keeps debug locations (--mlir-print-debuginfo) so reports point
# into SOURCE.

include_guard(GLOBAL)

find_program(TVMLIR_TV_OPT tv-opt DOC "tvmlir's tv-opt driver")
find_program(TVMLIR_MLIR_OPT mlir-opt-19 DOC "upstream mlir-opt (Debian mlir-19-tools)")

function(tvmlir_add_validation name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG
    "FAIL_BUILD"
    "SOURCE;PIPELINE;OPT_TOOL;LOWER_OPTIONS;VERIFY_OPTIONS;TV_OPT"
    "OPT_ARGS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "tvmlir_add_validation(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCE)
    message(FATAL_ERROR "tvmlir_add_validation(${name}): SOURCE is required")
  endif()
  set(tv_opt "${ARG_TV_OPT}")
  if(NOT tv_opt)
    set(tv_opt "${TVMLIR_TV_OPT}")
  endif()
  if(NOT tv_opt)
    message(FATAL_ERROR "tvmlir_add_validation(${name}): tv-opt not found; "
                        "pip install tvmlir or pass TV_OPT")
  endif()
  get_filename_component(source "${ARG_SOURCE}" ABSOLUTE)

  set(base "${CMAKE_CURRENT_BINARY_DIR}/${name}")
  set(annotated "${base}.annotated.mlir")
  set(lowered "${base}.lowered.mlir")
  set(report "${base}.tv-report")
  set(stamp "${base}.tv-checked")

  add_custom_command(
    OUTPUT "${annotated}"
    COMMAND "${tv_opt}" --annotate --print-op-generic --print-debuginfo "${source}" -o "${annotated}"
    DEPENDS "${source}"
    COMMENT "tvmlir: annotating ${name}"
    VERBATIM)

  if(ARG_PIPELINE)
    set(opt_tool "${ARG_OPT_TOOL}")
    if(NOT opt_tool)
      set(opt_tool "${TVMLIR_MLIR_OPT}")
    endif()
    if(NOT opt_tool)
      message(FATAL_ERROR "tvmlir_add_validation(${name}): PIPELINE given but no "
                          "OPT_TOOL and mlir-opt-19 not found")
    endif()
    add_custom_command(
      OUTPUT "${lowered}"
      COMMAND "${opt_tool}" --allow-unregistered-dialect
              "--pass-pipeline=${ARG_PIPELINE}" ${ARG_OPT_ARGS}
              --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope
              "${annotated}" -o "${lowered}"
      DEPENDS "${annotated}"
      COMMENT "tvmlir: lowering ${name} with ${opt_tool}"
      VERBATIM)
  else()
    set(lower "lower")
    if(ARG_LOWER_OPTIONS)
      set(lower "lower{${ARG_LOWER_OPTIONS}}")
    endif()
    add_custom_command(
      OUTPUT "${lowered}"
      COMMAND "${tv_opt}" -p "${lower}" --print-op-generic "${annotated}" -o "${lowered}"
      DEPENDS "${annotated}"
      COMMENT "tvmlir: lowering ${name} with tv-opt ${lower}"
      VERBATIM)
  endif()

  # source=: the spec in the lowered module must be what --annotate makes
  # of SOURCE (re-annotated by the verifier), so a flow that rewrote the
  # spec along with the code fails (`FAILED (spec matches source)`).
  set(verify_options "source=\"${source}\"")
  if(ARG_VERIFY_OPTIONS)
    string(APPEND verify_options " ${ARG_VERIFY_OPTIONS}")
  endif()
  set(verify "verify{${verify_options}}")
  # The report is always written; with FAIL_BUILD the command's exit code
  # (0 verified, 1 failed, 2 unsupported) fails the build step.
  set(check_cmd "${CMAKE_COMMAND}"
      "-DTV_OPT=${tv_opt}" "-DVERIFY=${verify}" "-DINPUT=${lowered}"
      "-DREPORT=${report}" "-DSTAMP=${stamp}" "-DFAIL=$<BOOL:${ARG_FAIL_BUILD}>"
      -P "${_TVMLIR_CMAKE_DIR}/TvmlirRunVerify.cmake")
  # The build output is a stamp, written only when the check is done (and,
  # with FAIL_BUILD, passed): make deletes a failed rule's outputs, and the
  # report must survive a failure to be read.
  add_custom_command(
    OUTPUT "${stamp}"
    BYPRODUCTS "${report}"
    COMMAND ${check_cmd}
    DEPENDS "${lowered}"
    COMMENT "tvmlir: validating ${name}"
    VERBATIM)
  add_custom_target(tvmlir-validate-${name} ALL DEPENDS "${stamp}")

  # The test re-runs the check on the built lowering; its exit code (0
  # verified, 1 failed, 2 unsupported, 3 bad input) decides, and the report
  # is the test's output.
  add_test(NAME tvmlir.${name}
           COMMAND "${tv_opt}" -p "${verify}" "${lowered}" -o "${base}.checked.mlir")
endfunction()

set(_TVMLIR_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}" CACHE INTERNAL "")
