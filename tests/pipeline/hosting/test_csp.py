"""sitebuild/hosting/csp.py: the headers every host is given, the framing refused everywhere
but /embed/, and the policy as a <meta> for hosts that send no headers; with check.py's
reading of framing headers."""

from __future__ import annotations

import base64
import hashlib
import re
from email.message import Message
from pathlib import Path

import pytest

from sitebuild.hosting import csp
from sitebuild.tools.check import _framable

PAGE = '<!doctype html><html><head>\n<meta charset="utf-8"><script>{script}</script></head><body></body></html>'


def _site(root: Path) -> Path:
    """A small site as the build lays it out: pages per language, embeds, assets, offline lists."""
    for path, script in [
        ("index.html", "pick()"),
        ("en/index.html", "theme()"),
        ("en/calculators/amunre-game/index.html", "theme()"),
        ("cs/index.html", "theme()"),
        ("embed/amunre-game/index.html", "size()"),
    ]:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(PAGE.format(script=script), encoding="utf-8")
    (root / "assets/runtime").mkdir(parents=True)
    (root / "assets/runtime/calculators.js").write_text("export {};", encoding="utf-8")
    (root / "offline").mkdir()
    (root / "offline/en.json").write_text("{}", encoding="utf-8")
    return root


def _sent(site: Path, path: str) -> list[tuple[str, str]]:
    """Every header our server (and Netlify, Cloudflare Pages) sends for `path`: all matching rules."""
    return [(n, v) for pattern, values in csp.read_rules(site) if csp.matches(pattern, path) for n, v in values.items()]


def _frame_headers(sent: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(n, v) for n, v in sent if n == "X-Frame-Options" or "frame-ancestors" in v]


@pytest.mark.parametrize(
    ("path", "refused"),
    [
        ("/", True),
        ("/index.html", True),
        ("/en/", True),
        ("/en/calculators/amunre-game/", True),
        ("/cs/", True),
        ("/embed/amunre-game/", False),
        ("/embed/embed.js", False),
    ],
)
def test_every_page_but_the_embeds_refuses_other_sites_frames(tmp_path, path, refused):
    site = _site(tmp_path)
    csp.write_headers(site)
    sent = _sent(site, path)
    policies = [v for n, v in sent if n == "Content-Security-Policy"]
    assert policies[0] == csp.headers(site)["Content-Security-Policy"]  # the site's one policy, first
    expected = [("Content-Security-Policy", "frame-ancestors 'self'"), ("X-Frame-Options", "SAMEORIGIN")]
    assert _frame_headers(sent) == (expected if refused else [])


def test_only_folders_with_pages_get_framing_rules(tmp_path):
    patterns = [pattern for pattern, _ in csp.framing_rules(_site(tmp_path))]
    assert patterns == ["/cs/*", "/en/*", "/", "/index.html"]


def test_apache_refuses_framing_and_the_embed_folder_takes_it_back(tmp_path):
    site = _site(tmp_path)
    csp.write_headers(site)
    policy = csp.headers(site)["Content-Security-Policy"]
    root = (site / ".htaccess").read_text(encoding="utf-8")
    assert f'Header always set Content-Security-Policy "{policy}"' in root
    assert """Header always add Content-Security-Policy "frame-ancestors 'self'\"""" in root
    assert 'Header always add X-Frame-Options "SAMEORIGIN"' in root
    embed = (site / "embed/.htaccess").read_text(encoding="utf-8")
    assert f'Header always set Content-Security-Policy "{policy}"' in embed
    assert "Header always unset X-Frame-Options" in embed
    assert "frame-ancestors" not in embed


def test_every_page_carries_the_policy_as_meta_before_any_script(tmp_path):
    site = _site(tmp_path)
    csp.write_meta_policy(site)
    csp.write_meta_policy(site)  # twice: still once in each page
    policy = csp.headers(site)["Content-Security-Policy"]
    assert "frame-ancestors" not in policy  # browsers ignore it in a <meta>, with a console error
    digest = base64.b64encode(hashlib.sha256(b"size()").digest()).decode()
    assert f"'sha256-{digest}'" in policy  # the inline scripts' hashes are unchanged by the meta
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert text.count('http-equiv="Content-Security-Policy"') == 1, page
        head = text.split("<script>")[0]
        assert head.endswith(f'<meta charset="utf-8">{csp.meta_policy(policy)}'), page


def test_the_built_pages_carry_the_headers_policy(site):
    policy = csp.read_headers(site)["Content-Security-Policy"]
    tag = csp.meta_policy(policy)
    pages = sorted(site.rglob("*.html"))
    assert pages
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert tag in text, page
        assert text.index(tag) < text.find("<script") or "<script" not in text, page


@pytest.mark.parametrize(
    ("headers", "framable"),
    [
        ([], True),
        ([("Content-Security-Policy", "default-src 'self'")], True),
        ([("X-Frame-Options", "SAMEORIGIN")], False),
        ([("X-Frame-Options", "deny")], False),
        ([("X-Frame-Options", "ALLOW-FROM https://x.io")], True),  # obsolete: browsers ignore it
        (
            [("Content-Security-Policy", "default-src 'self'"), ("Content-Security-Policy", "frame-ancestors 'self'")],
            False,
        ),
        ([("Content-Security-Policy", "default-src 'self', frame-ancestors 'none'")], False),
        ([("Content-Security-Policy", "default-src 'self'; frame-ancestors *")], True),
        ([("Content-Security-Policy", "frame-ancestors https://club.example")], False),
    ],
)
def test_check_reads_framing_from_every_policy(headers, framable):
    message = Message()
    for name, value in headers:
        message[name] = value
    assert _framable(message) is framable


def test_the_hosting_snippets_refuse_framing_outside_embed():
    hosting = (Path(__file__).resolve().parents[3] / "HOSTING.md").read_text(encoding="utf-8")
    nginx = hosting.split("```nginx\n", 1)[1].split("```", 1)[0]
    caddy = hosting.split("```caddy\n", 1)[1].split("```", 1)[0]
    assert re.search(r"add_header X-Frame-Options SAMEORIGIN always;\n(.*\n)*?    location /embed/ \{", nginx)
    embed_block = nginx.split("location /embed/ {", 1)[1].split("}", 1)[0]
    assert "frame-ancestors" not in embed_block and "X-Frame-Options" not in embed_block
    assert "@pages not path /embed/*" in caddy and "header @pages X-Frame-Options SAMEORIGIN" in caddy
