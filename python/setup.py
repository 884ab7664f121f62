"""Builds draughts._draughts with CMake for pip (pyproject.toml): the preset `python` of the
repository one folder up, for the interpreter pip runs, then the module copied into the wheel.

    /usr/bin/python3 -m pip install --no-build-isolation ./python

The build directory is the preset's, build/python: a module already built there by
`cmake --workflow --preset python` is reused, not compiled again.
"""

import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        jobs = os.environ.get("DRAUGHTS_BUILD_JOBS", "2")
        subprocess.run(["cmake", "--preset", "python", "-DPython_EXECUTABLE=" + sys.executable],
                       cwd=REPOSITORY, check=True)
        subprocess.run(["cmake", "--build", "--preset", "python", "--target", "draughts_python", "-j", jobs],
                       cwd=REPOSITORY, check=True)
        built = sorted((REPOSITORY / "build" / "python" / "python" / "draughts").glob("_draughts*"))
        if not built:
            raise RuntimeError("CMake built no draughts/_draughts module in build/python/python/draughts")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[-1], target)


setup(ext_modules=[Extension("draughts._draughts", sources=[])], cmdclass={"build_ext": CMakeBuild})
