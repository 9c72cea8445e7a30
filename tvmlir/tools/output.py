"""Writing a tool's output file (`tv-opt -o FILE`): whole or not at all,
without changing what FILE is.

Why not simply "write a temporary file and rename it over FILE": a rename
replaces the directory entry, so a device (`-o /dev/null` run as root), a
FIFO, a symlink or a file with other hard links would become a new regular
file, and the new file would carry the temporary file's mode (0600) and
owner.  mlir-opt writes in place.  The rule here:

* the output text is complete before anything is opened (the tools build
  it in memory), so an input error never leaves partial output anywhere;
* a symlink is followed to the file it names, which is what gets written
  (the link stays a link);
* a file that is not a regular file (character or block device, FIFO,
  socket) is opened and written in place;
* a regular file with one link is replaced atomically (a temporary file in
  its directory, renamed over it) and keeps its mode, and its owner and
  group where the process may set them; a new file gets `0666 & ~umask`,
  as `open()` would give it;
* a regular file with other hard links is written in place (a rename would
  split the link);
* a file the process may not write (`os.access`) is refused, as mlir-opt
  refuses it ("Permission denied"): root may write read-only files, and so
  may tv-opt run as root, as mlir-opt-19 does.

Every failure is a `BadInput` at `FILE:1:1` (exit 3).
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile

from tvmlir.ir.diagnostics import BadInput


def write_output(path: str | None, text: str) -> None:
    """Write all of `text` to `path` (stdout if None or "-")."""
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    target = os.path.realpath(path)
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    except OSError as e:
        raise _cannot_write(path, e) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise BadInput(path, 1, 1, "cannot write output file: Is a directory")
    if info is not None and not os.access(target, os.W_OK):
        raise BadInput(path, 1, 1, "cannot write output file: Permission denied")
    if info is not None and (not stat.S_ISREG(info.st_mode) or info.st_nlink > 1):
        _write_in_place(path, target, text)
    else:
        _replace_atomically(path, target, text, info)


def _cannot_write(path: str, error: OSError) -> BadInput:
    return BadInput(path, 1, 1, f"cannot write output file: {error.strerror}")


def _write_in_place(path: str, target: str, text: str) -> None:
    # No O_TRUNC for devices and FIFOs ("w" truncates, which they ignore);
    # a regular file with several links must lose its old tail.
    try:
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise _cannot_write(path, e) from None


def _replace_atomically(path: str, target: str, text: str, info: os.stat_result | None) -> None:
    directory = os.path.dirname(target)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tv-opt-", dir=directory)
    except OSError as e:
        if info is not None:  # an unwritable directory, a writable file
            return _write_in_place(path, target, text)
        raise _cannot_write(path, e) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            os.fchmod(f.fileno(), _mode_for(info))
            if info is not None:
                _keep_owner(f.fileno(), info)
        os.replace(tmp, target)
    except OSError as e:
        os.unlink(tmp)
        raise _cannot_write(path, e) from None


def _mode_for(info: os.stat_result | None) -> int:
    if info is not None:
        return stat.S_IMODE(info.st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _keep_owner(fd: int, info: os.stat_result) -> None:
    if (info.st_uid, info.st_gid) == (os.geteuid(), os.getegid()):
        return
    try:
        os.fchown(fd, info.st_uid, info.st_gid)
    except OSError:
        pass  # not allowed (not root): the file becomes the writer's, as with any editor
