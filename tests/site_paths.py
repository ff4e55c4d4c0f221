"""Where the tests find the built site: $SITE_DIR (set by site-build.py test), else site/."""

from __future__ import annotations

import os
from pathlib import Path

from sitebuild.build import SITE, build_site


def built_site() -> Path:
    site = Path(os.environ.get("SITE_DIR", SITE))
    if not (site / "index.html").exists():
        build_site(site)
    return site
