"""The built site: its pages, its pre-rendered results, its self-hosted files."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

import engine
from engine.languages import LANGUAGES
from sitebuild.calculators.specs import load_specs
from sitebuild.docs.catalogue import games
from sitebuild.pyodide.files import RUNTIME_FILES

SPECS = load_specs()


class _Outputs(HTMLParser):
    """Collects <output name data-value> and the form's data-state."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, str] = {}
        self.states: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "output":
            self.values[attributes["name"]] = attributes["data-value"]
        if tag == "form" and "data-calculator" in attributes:
            self.states.append(attributes["data-state"])


def _outputs(path: Path) -> _Outputs:
    parser = _Outputs()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_home_rulebooks_and_calculators(site, lang):
    assert (site / lang / "index.html").exists()
    assert (site / lang / "search" / "search_index.json").exists()
    for game in games():
        assert (site / lang / game.slug / "index.html").exists(), game.slug
    for spec in SPECS:
        assert (site / lang / "calculators" / spec.id / "index.html").exists(), spec.id


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_prerendered_results_equal_the_engine_on_defaults(site, spec):
    expected = engine.calculate(spec.id, spec.defaults())
    pages = [site / lang / "calculators" / spec.id / "index.html" for lang in LANGUAGES]
    pages.append(site / "embed" / spec.id / "index.html")
    for page in pages:
        parsed = _outputs(page)
        assert parsed.states == ["static"], page
        for output in spec.outputs:
            value = expected[output["name"]]
            # None (no winner yet, as on a blank score sheet) is written as JSON writes it.
            raw = ("true" if value else "false") if isinstance(value, bool) else "null" if value is None else str(value)
            assert parsed.values[output["name"]] == raw, f"{page}: {output['name']}"


def _is_sibling(path: Path) -> bool:
    return path.suffix in (".gz", ".br")


def test_only_pyodide_runtime_files_are_copied(site):
    folders = list((site / "assets" / "pyodide").iterdir())
    assert len(folders) == 1
    files = list(folders[0].iterdir())
    assert sorted(p.name for p in files if not _is_sibling(p)) == sorted(RUNTIME_FILES.values())
    # Besides them, only their precompressed siblings.
    assert {p.with_suffix("").name for p in files if _is_sibling(p)} <= set(RUNTIME_FILES.values())


def _compressed_by_worker(site: Path) -> dict[str, int]:
    """build-info's COMPRESSED as site paths of the .gz files: {path: size}."""
    info = next(site.glob("assets/runtime/*/build-info.js"))
    found = re.search(r"^export const COMPRESSED = (.*);$", info.read_text(encoding="utf-8"), re.M)
    assert found, "build-info.js has no COMPRESSED"
    return {
        (info.parent / path).resolve().relative_to(site.resolve()).as_posix() + ".gz": size
        for path, size in json.loads(found.group(1)).items()
    }


def test_precompressed_siblings_hold_their_files_bytes(site):
    """Every .gz and .br unpacks to its file's bytes, and is smaller; the worker's three .gz
    (wasm, standard library, engine wheel) are there with the sizes build-info gives."""
    brotli = shutil.which("brotli")
    siblings = [  # sitemap.xml.gz is MkDocs's own file, for search engines
        p for p in site.rglob("*") if _is_sibling(p) and p.with_suffix("").exists() and p.name != "sitemap.xml.gz"
    ]
    assert len([p for p in siblings if p.suffix == ".br"]) >= 5
    for path in siblings:
        original = path.with_suffix("").read_bytes()
        assert path.stat().st_size < len(original), path
        if path.suffix == ".gz":
            assert gzip.decompress(path.read_bytes()) == original, path
            assert path.read_bytes()[4:8] == b"\0\0\0\0", f"{path} has a timestamp"
        elif brotli:
            unpacked = subprocess.run([brotli, "-dc", str(path)], capture_output=True, check=True).stdout
            assert unpacked == original, path
    fetched = _compressed_by_worker(site)
    assert {Path(p).name for p in fetched} == {
        "pyodide.asm.wasm.gz", "python_stdlib.pyc.zip.gz", *(p.name + ".gz" for p in site.glob("assets/engine/*/*.whl"))
    }  # fmt: skip
    for path, size in fetched.items():
        assert (site / path).stat().st_size == size, path
    wasm = next(p for p in fetched if p.endswith(".wasm.gz"))
    assert (site / wasm).stat().st_size < 0.4 * (site / wasm.removesuffix(".gz")).stat().st_size


def test_engine_wheel_and_stdlib_are_compiled_for_pyodide_under_a_content_hash(site):
    # Their contents: tests/pipeline/pyodide/test_pyodide_compile.py.
    wheels = list((site / "assets" / "engine").glob("*/*.whl"))
    stdlibs = list((site / "assets" / "stdlib").glob("*/*.zip"))
    assert len(wheels) == len(stdlibs) == 1
    assert wheels[0].name.endswith("-cp314-none-any.whl")
    assert stdlibs[0].name == "python_stdlib.pyc.zip"
    for path in (wheels[0], stdlibs[0]):
        assert path.parent.name == hashlib.sha256(path.read_bytes()).hexdigest()[:12]


_FETCHED = re.compile(
    r"""(?:src|href|srcset|action|poster|data)\s*=\s*["']?\s*((?:https?:)?//[^"'\s>]+)"""
    r"""|url\(\s*["']?((?:https?:)?//[^"')]+)"""
)


def test_nothing_is_fetched_from_another_host(site):
    """Scripts, styles, images, fonts and workers come from the site itself (links to other sites are fine)."""
    offenders = []
    for path in site.rglob("*"):
        if path.suffix not in {".html", ".css", ".js", ".json"} or "pyodide" in path.parts:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in _FETCHED.finditer(text):
            url = match.group(1) or match.group(2)
            tag_start = text.rfind("<", 0, match.start())
            if text[tag_start : tag_start + 2] == "<a":
                continue  # a plain link the reader may follow, not a fetch
            offenders.append(f"{path.relative_to(site)}: {url}")
    assert not offenders, offenders[:10]


class _Scripts(HTMLParser):
    """Every <script src> and <link rel=modulepreload> of a page, with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[dict[str, str | None]] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if (tag == "script" and "src" in attributes) or (tag == "link" and attributes.get("rel") == "modulepreload"):
            self.tags.append(attributes)


# The embed's language is set before its first paint on purpose (a page in the wrong language
# would flash); it is 2 kB from the same host.
_PAINTS_AFTER = re.compile(r"embed-options\.js$")


def test_no_script_holds_the_first_paint(site):
    """Material's bundle deferred, the runtime's modules and their preloads at low priority: the
    pre-rendered page paints on its stylesheets alone (Lighthouse counted every script as blocking)."""
    offenders = []
    for path in [*site.glob("*/index.html"), *site.glob("*/*/*/index.html"), *site.glob("embed/*/index.html")]:
        parser = _Scripts()
        parser.feed(path.read_text(encoding="utf-8"))
        for tag in parser.tags:
            url = tag.get("src") or tag.get("href") or ""
            if _PAINTS_AFTER.search(url):
                continue
            module = tag.get("type") == "module" or tag.get("rel") == "modulepreload"
            if module and tag.get("fetchpriority") != "low":
                offenders.append(f"{path.relative_to(site)}: {url} is not low priority")
            if not module and "defer" not in tag:
                offenders.append(f"{path.relative_to(site)}: {url} is not deferred")
    assert not offenders, offenders[:10]


# Two builds of the same sources on different days are byte identical (the service worker's build
# id and every file's revision stay): tests/browser/test_offline.py's one-page deploy builds again,
# dated 2001, and finds only the edited page's files changed; it held a build of its own here too.


def _site_file(url: str) -> str:
    """The file of the site an address of the offline lists names ("./", "en/", "en/x.js")."""
    return "index.html" if url == "./" else url + "index.html" if url.endswith("/") else url


def test_offline_lists_give_every_kept_file_its_revision(site):
    """The service worker fetches a file again only when its revision changes: the lists must
    name every file a reader keeps, by the hash of its bytes, and the build sw.js carries."""
    build = re.search(r'^const BUILD = "([0-9a-f]{16})";$', (site / "sw.js").read_text(encoding="utf-8"), re.M)
    assert build, "sw.js has no BUILD"
    for lang in LANGUAGES:
        kept = json.loads((site / "offline" / f"{lang}.json").read_text(encoding="utf-8"))
        assert kept["build"] == build.group(1)
        files = {_site_file(url): rev for url, rev in kept["files"].items()}
        for path, rev in files.items():
            assert hashlib.sha256((site / path).read_bytes()).hexdigest()[:16] == rev, path
        pages = {p.relative_to(site).as_posix() for p in (site / lang).rglob("*.html")}
        assert pages <= files.keys()
        assert "assets/pyodide/" in " ".join(files) and f"{lang}/search/search_index.json" in files
        # The only .gz kept are the three the engine worker fetches, in place of their originals.
        assert "_headers" not in files and not any(path.endswith(".br") for path in files)
        assert {path for path in files if path.endswith(".gz")} == set(_compressed_by_worker(site))
        assert not any(path + ".gz" in files for path in files)
