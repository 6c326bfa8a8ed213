"""A script of tools/ loaded as a module, for the tests of the tools."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def load_tool(filename: str) -> ModuleType:
    """``tools/<filename>`` as a module of its own (named after it, ``_tool`` added),
    registered first: dataclasses look their module up."""
    name = Path(filename).stem + "_tool"
    spec = importlib.util.spec_from_file_location(name, TOOLS / filename)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
