"""Callbreak: Call Break, the card game of Nepal, on the desktop.

Layers (arrows point down): app -> ai, store, engine; ai -> engine; store -> engine;
tools -> ai, engine. The engine imports nothing of ours.
"""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("callbreak")
except _metadata.PackageNotFoundError:  # a bare source checkout or a frozen bundle
    __version__ = "0.1.0"
