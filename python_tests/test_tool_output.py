"""`tv-opt -o FILE` (tvmlir.tools.output): whole or nothing, and FILE keeps
being what it was (device, FIFO, symlink, hard link, mode, permissions)."""

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import threading

import pytest

from tvmlir.ir.diagnostics import BadInput
from tvmlir.tools import tv_opt
from tvmlir.tools.output import write_output

DECL = "func.func private @f(i32) -> i32\n"
BAD = "func.func @f() -> i32 {\n  func.return\n}\n"


def tv_opt_to(tmp_path, text, target, capsys):
    src = tmp_path / "in.mlir"
    src.write_text(text)
    with pytest.raises(SystemExit) as info:
        tv_opt.main([str(src), "-o", str(target)])
    return info.value.code, capsys.readouterr().err


def test_regular_file_keeps_its_mode(tmp_path, capsys):
    target = tmp_path / "out.mlir"
    target.write_text("old")
    os.chmod(target, 0o640)
    code, _ = tv_opt_to(tmp_path, DECL, target, capsys)
    assert code == 0 and "@f" in target.read_text()
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640


def test_new_file_gets_the_umask_mode_not_0600(tmp_path, capsys):
    old = os.umask(0o022)
    try:
        code, _ = tv_opt_to(tmp_path, DECL, tmp_path / "new.mlir", capsys)
    finally:
        os.umask(old)
    assert code == 0
    assert stat.S_IMODE(os.stat(tmp_path / "new.mlir").st_mode) == 0o644


def test_symlink_is_followed_and_stays_a_link(tmp_path, capsys):
    real = tmp_path / "real.mlir"
    real.write_text("old")
    os.chmod(real, 0o600)
    link = tmp_path / "link.mlir"
    link.symlink_to(real.name)
    code, _ = tv_opt_to(tmp_path, DECL, link, capsys)
    assert code == 0 and link.is_symlink()
    assert "@f" in real.read_text()
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o600
    assert sorted(os.listdir(tmp_path)) == ["in.mlir", "link.mlir", "real.mlir"]


def test_hard_link_is_written_in_place(tmp_path, capsys):
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    a.write_text("old contents that are longer than the new module " * 3)
    os.link(a, b)
    code, _ = tv_opt_to(tmp_path, DECL, a, capsys)
    assert code == 0 and os.stat(a).st_ino == os.stat(b).st_ino
    assert b.read_text() == a.read_text() and "@f" in b.read_text()


def test_fifo_is_written_in_place(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(open(fifo).read()))
    reader.start()
    code, _ = tv_opt_to(tmp_path, DECL, fifo, capsys)
    reader.join(timeout=10)
    assert code == 0 and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert "@f" in received[0]


@pytest.mark.skipif(os.geteuid() != 0, reason="mknod needs root")
def test_character_device_is_written_in_place(tmp_path, capsys):
    """A private copy of /dev/null (same major/minor), never /dev/null."""
    dev = tmp_path / "null"
    os.mknod(dev, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    code, _ = tv_opt_to(tmp_path, DECL, dev, capsys)
    assert code == 0 and stat.S_ISCHR(os.lstat(dev).st_mode)
    assert os.lstat(dev).st_rdev == os.makedev(1, 3)
    code, _ = tv_opt_to(tmp_path, BAD, dev, capsys)
    assert code == 3 and stat.S_ISCHR(os.lstat(dev).st_mode)


def test_bad_input_leaves_every_kind_of_target_alone(tmp_path, capsys):
    real = tmp_path / "real.mlir"
    real.write_text("precious")
    link = tmp_path / "link.mlir"
    link.symlink_to(real)
    for target in (real, link):
        code, err = tv_opt_to(tmp_path, BAD, target, capsys)
        assert code == 3 and err.count("\n") == 1
        assert real.read_text() == "precious" and link.is_symlink()


def test_unwritable_file_is_refused(tmp_path, monkeypatch):
    """The check itself (root passes os.access, as mlir-opt-19 run as root
    overwrites a 0444 file); the real refusal runs as nobody below."""
    target = tmp_path / "ro.mlir"
    target.write_text("precious")
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    with pytest.raises(BadInput, match="cannot write output file: Permission denied"):
        write_output(str(target), "new")
    assert target.read_text() == "precious"


def test_directory_is_refused(tmp_path):
    with pytest.raises(BadInput, match="Is a directory"):
        write_output(str(tmp_path), "new")


def test_failed_rename_leaves_no_partial_output(monkeypatch, tmp_path):
    target = tmp_path / "out.mlir"
    target.write_text("precious")

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(BadInput, match="No space left on device"):
        write_output(str(target), "new contents")
    assert target.read_text() == "precious"
    assert os.listdir(tmp_path) == ["out.mlir"]  # no temporary left behind


@pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("setpriv") is None, reason="needs root and setpriv"
)
def test_read_only_file_is_refused_for_a_non_root_user():
    """As mlir-opt-19 does for an unprivileged user: exit 3, file untouched,
    even though the directory would allow a rename over it."""
    directory = tempfile.mkdtemp(prefix="tv-opt-nobody-")  # pytest's tmp_path is 0700
    try:
        os.chmod(directory, 0o777)
        src = os.path.join(directory, "in.mlir")
        with open(src, "w") as f:
            f.write(DECL)
        target = os.path.join(directory, "ro.mlir")
        with open(target, "w") as f:
            f.write("precious")
        os.chmod(target, 0o444)
        proc = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             sys.executable, "-m", "tvmlir.tools.tv_opt", src, "-o", target],
            capture_output=True, text=True, timeout=60, cwd=directory,
        )
        assert proc.returncode == 3, proc.stderr
        assert proc.stderr == f"{target}:1:1: error: cannot write output file: Permission denied\n"
        with open(target) as f:
            assert f.read() == "precious"
        assert stat.S_IMODE(os.stat(target).st_mode) == 0o444
        assert sorted(os.listdir(directory)) == ["in.mlir", "ro.mlir"]
    finally:
        shutil.rmtree(directory)
