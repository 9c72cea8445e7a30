"""Every tool's `--help` says the same things the same way: its options
(each with help text), `--json`, its exit codes and examples that start
with a real command (issue 22, item 7)."""

import importlib
import re

import pytest

TOOLS = {
    "tv-opt": "tvmlir.tools.tv_opt",
    "tv-check": "tvmlir.tools.tv_check",
    "tv-lift": "tvmlir.tools.tv_lift",
    "tv-pipeline-check": "tvmlir.tools.tv_pipeline_check",
    "tv-import-torch": "tvmlir.tools.tv_import_torch",
    "tv-iree-phases": "tvmlir.tools.tv_iree_phases",
    "tv-iree-kernels": "tvmlir.tools.tv_iree_kernels",
}


def help_text(tool: str, capsys) -> str:
    main = importlib.import_module(TOOLS[tool]).main
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("tool", TOOLS)
def test_help_has_json_exit_codes_and_examples(tool, capsys):
    text = help_text(tool, capsys)
    assert text.startswith(f"usage: {tool} ")
    assert "--json" in text
    codes = text.split("exit codes:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert [int(line.split()[0]) for line in codes][:2] == [0, 1] or tool == "tv-import-torch"
    assert all(re.match(r"  [0-4]  \S", line) for line in codes), codes
    examples = text.split("examples:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert examples and all(re.match(r"  (tv-|iree-compile|mlir-opt-19)", line) for line in examples), examples
    assert any(line.startswith(f"  {tool} ") for line in examples)


@pytest.mark.parametrize("tool", TOOLS)
def test_every_option_has_help(tool, capsys):
    text = help_text(tool, capsys)
    options = text.split("options:\n", 1)[1].split("exit codes:", 1)[0]
    # An option line without text after it is followed by its indented help.
    lines = options.splitlines()
    for k, line in enumerate(lines):
        if re.match(r"  -", line) and not re.search(r"\S\s{2,}\S", line.strip()):
            nxt = lines[k + 1] if k + 1 < len(lines) else ""
            assert re.match(r"\s{10,}\S", nxt), f"{tool}: no help for {line.strip()}"


def test_iree_kernels_json_has_the_verdicts_and_the_exit_code(tmp_path, monkeypatch, capsys):
    """`tv-iree-kernels --json` without IREE: the dispatches' validation is
    replaced, the document and exit code are the tool's own."""
    import json

    from tvmlir.frontends.model_runs import Run
    from tvmlir.tools import tv_iree_kernels

    source = tmp_path / "sources.mlir"
    source.write_text("hal.executable @ex {}\n")
    runs = [("k0", Run("verified", 1.25)), ("k1", Run("FAILED (return value mismatch)", 2.0))]
    monkeypatch.setattr(tv_iree_kernels, "validate", lambda text, limit: runs)
    assert tv_iree_kernels.main([str(source), "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert doc == [
        {"kernel": "k0", "verdict": "verified", "seconds": 1.25},
        {"kernel": "k1", "verdict": "FAILED (return value mismatch)", "seconds": 2.0},
    ]
