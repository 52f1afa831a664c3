"""A comment template cannot allocate past the bounds: every operation that can grow a value
(padding, formatting, repetition, concatenation) is refused before it allocates, measured with
``tracemalloc`` (the peak of one render), not by the output cap after the fact."""

from __future__ import annotations

import tracemalloc

import pytest

from wfgate.github.sandbox import MAX_RESULT_CHARS
from wfgate.github.template import TemplateError, compile_template
from wfgate.report.model import Report

N = 10**8  # 100 MB per character of padding: the unbounded sandbox peaked at 0.1-1 GB here
PEAK_LIMIT = 8 * 2**20

ALLOCATING = [
    f"{{{{ 'x'.ljust({N}) }}}}", f"{{{{ 'x'.rjust({N}) }}}}", f"{{{{ 'x'.center({N}) }}}}",
    f"{{{{ 'x'.zfill({N}) }}}}", f"{{{{ 'x'['ljust']({N}) }}}}",
    f"{{{{ 'a\\tb'.expandtabs({N}) }}}}",
    f"{{{{ 'x'.encode().ljust({N}) }}}}", f"{{{{ '%0{N}d' % 1 }}}}", f"{{{{ '%.{N}f' % 1.0 }}}}",
    f"{{{{ '%0*d' % ({N}, 1) }}}}", f"{{{{ '%0*d'|format({N}, 1) }}}}",
    f"{{{{ '{{:>{N}}}'.format(1) }}}}", f"{{{{ '{{0:{{1}}}}'.format(1, {N}) }}}}",
    f"{{{{ '{{x:{N}}}'.format_map({{'x': 1}}) }}}}", f"{{{{ 'x'|center({N}) }}}}",
    f"{{{{ 'x'|indent({N}) }}}}", f"{{{{ [1]|batch({N}, 0)|list }}}}",
    "{{ ('x' * 100000).replace('x', 'x' * 100000) }}",
    "{{ ('x' * 100000)|replace('x', 'x' * 100000) }}",
    "{{ ('x' * 10000).join(range(10000)) }}", "{{ range(10000)|join('y' * 10000) }}",
    "{{ ('{0}' * 30000).format('x' * 100000) }}",
    "{{ ('%s' * 30000) % (('x' * 100000,) * 30000) }}",
    "{% set ns = namespace(s='x' * 1000) %}{% for i in range(40) %}"
    "{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
    "{% set ns = namespace(s='x' * 1000) %}{% for i in range(40) %}"
    "{% set ns.s = ns.s + ns.s %}{% endfor %}",
    "{% set ns = namespace(n=3) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}"
    "{% endfor %}",
    "{{ ((10 ** 64) ** 64) ** 64 }}",
    "{{ ([[0] * 100000] * 100000)|sum(start=[]) }}",
    "{% set l = [1] %}{% for i in range(40) %}{{ l.extend(l) }}{% endfor %}",
    "{{ {'a': 1}|tojson(100000000) }}",
]


@pytest.fixture(scope="module")
def report():
    from tests.report.test_schema_fuzz import small_report

    return Report.from_json(small_report())


@pytest.mark.parametrize("template", ALLOCATING)
def test_an_allocating_operation_is_refused_before_it_allocates(template, report):
    render = compile_template(template, "t.j2")
    tracemalloc.start()
    try:
        with pytest.raises(TemplateError, match=r"comment_template t\.j2: ") as caught:
            render(report, 60_000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < PEAK_LIMIT, f"{template}: peak {peak / 2**20:.0f} MiB"
    assert any(word in str(caught.value) for word in ("too large", "unsafe", "above")), \
        caught.value


@pytest.mark.parametrize(("template", "expected"), [
    ("{{ 'ab'.ljust(5, 'o') ~ 'Z' ~ 'x'.zfill(3) }}", "aboooZ00x"),
    ("{{ '%05.1f%s'|format(2.25, 'ok') }}", "002.2ok"),
    ("{{ '{:o>4}{}'.format(7, 'ok') }}", "ooo7ok"),
    ("{{ ['a', 'b']|join('and') }} {{ 'a b'|replace(' ', 'Y') }}", "aandb aYb"),
    ("{{ 'x' * 3 }}{{ [1, 2]|sum }}{{ 2 ** 10 }}", "xxx31024"),
    (f"{{{{ 'x'.ljust({MAX_RESULT_CHARS})|length }}}}", str(MAX_RESULT_CHARS)),
])
def test_ordinary_padding_and_formatting_still_render(template, expected, report):
    assert compile_template(template, "t.j2")(report, 60_000) == expected
