# cmake -P helper of tvmlir_add_validation: run `tv-opt -p VERIFY INPUT`,
# keep its report in REPORT, echo the verdict lines, and with FAIL set turn
# a non-zero exit (1 failed, 2 unsupported, 3 bad input) into a build error;
# STAMP is touched once the check is done (and passed, with FAIL).
execute_process(
  COMMAND "${TV_OPT}" -p "${VERIFY}" "${INPUT}" -o "${REPORT}.mlir"
  RESULT_VARIABLE code
  ERROR_VARIABLE report)
file(WRITE "${REPORT}" "${report}")
string(REGEX MATCHALL "(^|\n)@[^:\n]*: (verified|FAILED|unsupported|timeout)[^\n]*" verdicts "${report}")
foreach(line IN LISTS verdicts)
  string(STRIP "${line}" line)
  message(STATUS "tvmlir: ${line}")
endforeach()
if(NOT code EQUAL 0)
  set(why "tvmlir: validation did not pass (exit ${code}), report: ${REPORT}")
  if(FAIL)
    message(FATAL_ERROR "${why}")
  endif()
  message(WARNING "${why}")
endif()
file(TOUCH "${STAMP}")
