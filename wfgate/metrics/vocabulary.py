"""Words that identify, for :mod:`wfgate.metrics.identifiers`: command-line tools, English
function words, closed classes of names prose writes as plain words (environments, booleans,
weekdays), nouns that introduce a name, and abbreviations."""

from __future__ import annotations

import re
from functools import lru_cache

# Command-line tools whose next words are subcommands. A word is also taken for a command by
# shape (``*ctl``, ``*-cli``, ``*.sh``) or context (directly followed by a flag).
KNOWN_TOOLS = frozenset({
    "terraform", "kubectl", "helm", "git", "docker", "podman", "aws", "gcloud", "az",
    "systemctl", "psql", "mysql", "redis-cli", "ansible", "ansible-playbook", "npm", "yarn",
    "pip", "pip3", "python3", "cargo", "mvn", "gradle", "curl", "wget", "ssh", "scp", "rsync",
    "tar", "gzip", "rm", "cp", "mv", "grep", "sed", "awk", "chmod", "chown", "pkill",
    "journalctl", "eksctl", "pulumi", "gh", "apt-get", "yum", "dnf", "brew", "openssl", "sqlcmd",
    "bq", "gsutil",
    # other common infrastructure, database and network CLIs
    # (not English words such as make, kill or dig: "make sure" is no command)
    "vault", "consul", "nomad", "packer", "kubeadm", "kustomize", "argocd", "velero", "restic",
    "certbot", "iptables", "ufw", "crontab", "doctl", "heroku", "minikube", "skaffold",
    "mongosh", "mongodump", "mongorestore", "mysqldump", "pg_dump", "pg_restore", "pg_dumpall",
    "pg_basebackup", "sqlite3", "spark-submit", "hdfs", "jq", "yq", "sops", "gpg", "ssh-keygen",
    "tcpdump", "nslookup", "apachectl", "logrotate", "rclone", "s3cmd", "azcopy", "linkerd",
    "nerdctl", "buildah", "skopeo", "trivy", "cosign",
    # schema migration, database and cluster administration tools
    "flyway", "liquibase", "alembic", "helmfile", "terragrunt", "kubectx", "kubens", "stern",
    "k9s", "k3d", "kops", "cqlsh", "nodetool", "pgbench", "pg_isready", "pg_upgrade",
    "dropdb", "createdb", "vacuumdb", "reindexdb", "mysqladmin", "mysqlbinlog", "xtrabackup",
    "mongoexport", "mongoimport", "kcat", "kafkacat", "etcdutl", "promtool", "amtool",
    "tflint", "checkov", "conftest", "ansible-vault", "aws-vault",
    # archivers and compressors
    "zstd", "xz", "bzip2", "lz4", "pigz", "zip", "unzip", "7z",
})
# English function words: never a subcommand, a flag's value or a command.
STOPWORDS = frozenset([
    "a", "an", "the", "and", "or", "but", "nor", "so", "then", "than", "that", "this", "these",
    "those", "it", "its", "they", "them", "their", "there", "to", "of", "in", "on", "at", "for",
    "with", "by", "from", "into", "onto", "over", "under", "via", "per", "as", "if", "when",
    "while", "until", "after", "before", "once", "each", "every", "all", "any", "some", "no",
    "not", "only", "also", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did",
    "has", "have", "had", "will", "would", "should", "must", "can", "could", "may", "might",
    "you", "your", "we", "our", "he", "she", "his", "her", "which", "who", "whom", "whose",
    "what", "where", "how", "why", "up", "down", "out", "off", "about", "again", "here", "just",
    "too", "very"
])
SQL_TABLE_KEYWORDS = ("FROM", "INTO", "UPDATE", "JOIN", "TABLE")
# Deployment environments, a closed class of names prose writes as plain words; each short
# form keys as its long form (prod = production).
ENVIRONMENTS = {"prod": "production", "production": "production", "staging": "staging",
                "stage": "staging", "stg": "staging", "dev": "development",
                "development": "development", "qa": "qa", "uat": "uat", "sandbox": "sandbox",
                "preprod": "preprod", "pre-prod": "preprod", "pre-production": "preprod"}
# Other closed classes prose writes as plain words: a value of each replaced by another is a
# swap (``true`` -> ``false``, Sunday -> Saturday, ``>`` -> ``<``); keys join short forms.
CLOSED_CLASSES: dict[str, tuple[str, str]] = {
    w: ("bool", w) for w in ("true", "false")} | {
    op: ("operator", op) for op in (">", "<", ">=", "<=", "==", "!=")} | {
    form: ("weekday", day) for day in ("monday", "tuesday", "wednesday", "thursday", "friday",
                                       "saturday", "sunday")
    for form in (day, day[:3])} | {
    # a deployment slot, and the two sides of replication (synonyms share a key)
    w: ("slot", w) for w in ("blue", "green")} | {
    w: ("role", "primary") for w in ("primary", "master", "leader", "writer")} | {
    w: ("role", "replica") for w in ("replica", "secondary", "standby", "slave", "follower",
                                     "reader")}
# Closed classes whose words count only when one replaces another: alone, a rewording
# ("the checks are green" written "the checks pass").
PAIRED_ONLY = frozenset({"bool", "operator", "weekday", "slot", "role", "proper"})
# Nouns whose next word is a name when it closes the phrase: ``namespace payments``.
LABEL_NOUNS = frozenset({"namespace", "project", "context", "branch", "bucket", "workspace",
                         "keyspace", "vhost", "profile"})
# Words before a noun that make the noun's next word a compound's head, not a name.
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "each", "every",
                         "its", "their", "our", "your", "his", "her", "my"})
# Particles that are a subcommand after another subcommand (``docker compose down``).
SUB_PARTICLES = frozenset({"up", "down"})
_NUMERONYM = re.compile(r"^([a-z])(\d+)([a-z])$", re.I)


def abbreviates(short: str, long: str) -> bool:
    """``short`` abbreviates ``long``: a prefix (prod / production), a short form from the
    word's letters (db / database), or a numeronym (k8s / kubernetes)."""
    short, long = short.lower(), long.lower()
    if len(short) >= len(long) or not short or short[0] != long[0]:
        return False
    if match := _NUMERONYM.match(short):
        _, count, last = match.groups()
        return len(long) == int(count) + 2 and long[-1] == last
    if not (short.isalpha() and long.isalpha()):
        return False  # names with digits or separators are not abbreviations
    if len(short) >= 3 and long.startswith(short):
        return True
    if len(short) <= 3 and short.isalpha():
        rest = iter(long[1:])
        return all(ch in rest for ch in short[1:])
    return False


@lru_cache(maxsize=4096)
def plain_text(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


@lru_cache(maxsize=8192)
def _whole_word(token: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(token) + r"(?![\w-])", re.IGNORECASE)


def mention_count(text: str, token: str) -> int:
    """How often ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return len(_whole_word(token).findall(plain_text(text)))


def mentions(text: str, token: str) -> bool:
    """Whether ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return _whole_word(token).search(text) is not None
