#!/usr/bin/env bash
# Starts a single-node Apache Kafka broker (KRaft, broker+controller in one JVM) for development and tests,
# from the official jars on Maven Central. Idempotent: when the broker is already up it says so and exits 0.
#
#   npm run kafka:up            # or: bash scripts/kafka/kafka-up.sh
#
# Environment:
#   TRACEHOLD_KAFKA_DIR            state directory (default <repo>/.kafka; git-ignored): jars in lib/<version>,
#                                  config/, data/ (log.dirs), broker.pid, broker.log (rolled, bounded), broker.out
#   TRACEHOLD_KAFKA_PORT           client listener port on 127.0.0.1 (default 9092)
#   TRACEHOLD_KAFKA_CONTROLLER_PORT  KRaft controller port on 127.0.0.1 (default 9093)
#   TRACEHOLD_KAFKA_ADVERTISED_PORT  port the broker tells clients to use (default TRACEHOLD_KAFKA_PORT); another
#                                  port only behind a relay to it, e.g. scripts/kafka/delay-proxy.ts in benchmarks
#   TRACEHOLD_KAFKA_LIB_DIR        where the jars are cached (default TRACEHOLD_KAFKA_DIR/lib)
#   TRACEHOLD_KAFKA_START_TIMEOUT_S  how long to wait for the broker to answer metadata (default 90)
#
# The first run resolves the jars with Maven (scripts/kafka/pom.xml) into lib/<version>; later runs use that
# cache and never call Maven. The storage is formatted once (a generated cluster id); data survives restarts
# until TRACEHOLD_KAFKA_DIR/data is removed.
set -euo pipefail

KAFKA_VERSION="4.1.1"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
KAFKA_DIR="${TRACEHOLD_KAFKA_DIR:-$REPO_ROOT/.kafka}"
mkdir -p "$KAFKA_DIR"
KAFKA_DIR="$(cd "$KAFKA_DIR" && pwd -P)" # absolute and physical: it goes into the broker config, and is how a running broker is recognized (a symbolic link to the folder must name the same broker)
PORT="${TRACEHOLD_KAFKA_PORT:-9092}"
CONTROLLER_PORT="${TRACEHOLD_KAFKA_CONTROLLER_PORT:-9093}"
ADVERTISED_PORT="${TRACEHOLD_KAFKA_ADVERTISED_PORT:-$PORT}"
START_TIMEOUT_S="${TRACEHOLD_KAFKA_START_TIMEOUT_S:-90}"
HOST="127.0.0.1"

LIB_DIR="${TRACEHOLD_KAFKA_LIB_DIR:-$KAFKA_DIR/lib}/$KAFKA_VERSION"
CONF_DIR="$KAFKA_DIR/config"
DATA_DIR="$KAFKA_DIR/data"
PID_FILE="$KAFKA_DIR/broker.pid"
LOG_FILE="$KAFKA_DIR/broker.log"
OUT_FILE="$KAFKA_DIR/broker.out"

say() { printf 'kafka-up: %s\n' "$*"; }
die() { printf 'kafka-up: ERROR: %s\n' "$*" >&2; exit 1; }

show_log_tail() {
  local first_error
  # Only recent lines: broker.log is appended across restarts.
  first_error="$(tail -q -n 300 "$LOG_FILE" "$OUT_FILE" 2>/dev/null | grep -m 1 -E ' (ERROR|FATAL) |Exception' || true)"
  [[ -n "$first_error" ]] && printf 'kafka-up: first error in the broker log: %s\n' "$first_error" >&2
  for f in "$LOG_FILE" "$OUT_FILE"; do
    if [[ -s "$f" ]]; then
      printf -- '---- last lines of %s ----\n' "$f" >&2
      tail -n 40 "$f" >&2
    fi
  done
}

# True when $1 is a live process running our broker (guards against a recycled pid).
is_our_broker() {
  local pid="$1"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 0 # no procfs: trust kill -0
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "kafka.Kafka $CONF_DIR/server.properties"
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

probe_metadata() {
  (cd "$REPO_ROOT" && node --import tsx "$SCRIPT_DIR/probe-broker.ts" "$HOST:$PORT" 3000)
}

# Waits until the broker answers a metadata request; fails (with the log tail) if it dies or times out.
wait_ready() {
  local pid="$1" deadline=$((SECONDS + START_TIMEOUT_S)) last_error=""
  while ((SECONDS < deadline)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      show_log_tail
      die "the broker (pid $pid) exited during start-up; see $LOG_FILE"
    fi
    if port_open "$PORT"; then
      if info="$(probe_metadata 2>&1)"; then
        READY_INFO="$info"
        return 0
      fi
      last_error="$info"
    fi
    sleep 0.3
  done
  show_log_tail
  die "the broker did not answer a metadata request on $HOST:$PORT within ${START_TIMEOUT_S}s${last_error:+ (last probe: $last_error)}; it is still running as pid $pid (stop it with npm run kafka:down)"
}

command -v node >/dev/null 2>&1 || die "node is not on PATH (needed for the readiness probe)"
[[ -d "$REPO_ROOT/node_modules/kafkajs" && -d "$REPO_ROOT/node_modules/tsx" ]] ||
  die "node_modules is incomplete (kafkajs/tsx missing); run npm ci in $REPO_ROOT first"
command -v java >/dev/null 2>&1 ||
  die "java is not on PATH; Kafka $KAFKA_VERSION needs Java 17 or newer (Debian: apt-get install openjdk-17-jdk-headless)"
JAVA_MAJOR="$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)\.*.*/\1/p' | head -n 1)"
[[ "$JAVA_MAJOR" =~ ^[0-9]+$ ]] || die "could not read the Java version from: $(java -version 2>&1 | head -n 1)"
((JAVA_MAJOR >= 17)) || die "Java $JAVA_MAJOR found; Kafka $KAFKA_VERSION needs Java 17 or newer"

mkdir -p "$KAFKA_DIR" "$CONF_DIR" "$DATA_DIR"
# One up/down at a time (test workers may call this concurrently).
exec 9>"$KAFKA_DIR/.lock"
flock -w 300 9 || die "another kafka-up/kafka-down holds $KAFKA_DIR/.lock for more than 300s"

if [[ -f "$PID_FILE" ]]; then
  pid="$(cat "$PID_FILE")"
  if is_our_broker "$pid"; then
    wait_ready "$pid"
    say "already running (pid $pid) on $HOST:$PORT — $READY_INFO"
    exit 0
  fi
  rm -f "$PID_FILE" # stale: the broker died or the machine restarted
fi
if port_open "$PORT"; then
  die "$HOST:$PORT is already in use by a process this script did not start (no live pid in $PID_FILE); stop it or set TRACEHOLD_KAFKA_PORT"
fi

# ---- jars: Maven only when the cache is incomplete (the marker holds a hash of the pom) ---------------
POM="$SCRIPT_DIR/pom.xml"
POM_HASH="$(sha256sum "$POM" | cut -d' ' -f1)"
MARKER="$LIB_DIR/.complete"
if [[ ! -f "$MARKER" || "$(cat "$MARKER")" != "$POM_HASH" ]]; then
  command -v mvn >/dev/null 2>&1 ||
    die "the Kafka jars are not cached in $LIB_DIR and mvn is not on PATH (Debian: apt-get install maven)"
  say "resolving Apache Kafka $KAFKA_VERSION jars with Maven into $LIB_DIR (first run only)"
  tmp_lib="$LIB_DIR.tmp.$$"
  rm -rf "$tmp_lib"
  if ! mvn -B -q -f "$POM" -Dkafka.version="$KAFKA_VERSION" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$tmp_lib" >"$KAFKA_DIR/maven.log" 2>&1; then
    tail -n 40 "$KAFKA_DIR/maven.log" >&2
    rm -rf "$tmp_lib"
    die "Maven could not resolve the Kafka jars (full output: $KAFKA_DIR/maven.log)"
  fi
  ls "$tmp_lib"/kafka_2.13-"$KAFKA_VERSION".jar >/dev/null 2>&1 || die "Maven finished but kafka_2.13-$KAFKA_VERSION.jar is missing"
  echo "$POM_HASH" >"$tmp_lib/.complete"
  rm -rf "$LIB_DIR"
  mv "$tmp_lib" "$LIB_DIR"
fi
CLASSPATH_JARS="$LIB_DIR/*"

# ---- config (regenerated on every start; the data directory is what persists) -----------------------
cat >"$CONF_DIR/server.properties" <<EOF
# Generated by scripts/kafka/kafka-up.sh — edits are overwritten on the next start.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$ADVERTISED_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA_DIR
offsets.topic.replication.factor=1
# A single-node dev broker: fewer offsets partitions make the first consumer group join faster.
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
num.network.threads=2
num.io.threads=4
EOF

cat >"$CONF_DIR/log4j2.properties" <<EOF
# Generated by scripts/kafka/kafka-up.sh. Bounded: broker.log rolls at 20 MB, 3 old files kept.
status = warn
appender.file.type = RollingFile
appender.file.name = file
appender.file.fileName = $LOG_FILE
appender.file.filePattern = $LOG_FILE.%i
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
appender.file.policies.type = Policies
appender.file.policies.size.type = SizeBasedTriggeringPolicy
appender.file.policies.size.size = 20MB
appender.file.strategy.type = DefaultRolloverStrategy
appender.file.strategy.max = 3
rootLogger.level = info
rootLogger.appenderRef.file.ref = file
logger.request.name = kafka.request.logger
logger.request.level = warn
logger.clients.name = org.apache.kafka.clients
logger.clients.level = warn
EOF

# ---- storage: formatted once --------------------------------------------------------------------------
if [[ ! -f "$DATA_DIR/meta.properties" ]]; then
  # URL-safe base64 of 16 random bytes, as Kafka's own ids. Not starting with '-': the storage tool would read
  # such an id as an option and fail (one fresh clone in 64; Kafka's Uuid.randomUuid() regenerates those too).
  cluster_id="-"
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  say "formatting storage in $DATA_DIR (cluster id $cluster_id)"
  if ! java -Xmx256m -cp "$CLASSPATH_JARS" -Dlog4j2.configurationFile="$CONF_DIR/log4j2.properties" \
    kafka.tools.StorageTool format -t "$cluster_id" -c "$CONF_DIR/server.properties" >"$KAFKA_DIR/format.log" 2>&1; then
    cat "$KAFKA_DIR/format.log" >&2
    die "formatting the Kafka storage failed"
  fi
fi

# ---- start ---------------------------------------------------------------------------------------------
# stdout/stderr of the JVM (crashes, JVM errors) go to broker.out, truncated per start so it stays small.
# setsid: the broker outlives this script and the terminal or test runner that called it. 9>&-: it must not
# inherit the lock.
say "starting Apache Kafka $KAFKA_VERSION on $HOST:$PORT (log: $LOG_FILE)"
setsid nohup java -Xms256m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
  -Djava.awt.headless=true -Dlog4j2.configurationFile="$CONF_DIR/log4j2.properties" \
  -cp "$CLASSPATH_JARS" kafka.Kafka "$CONF_DIR/server.properties" >"$OUT_FILE" 2>&1 </dev/null 9>&- &
pid=$!
echo "$pid" >"$PID_FILE"
wait_ready "$pid"
say "ready (pid $pid) on $HOST:$PORT in ${SECONDS}s — $READY_INFO"
