# Sourced by test.sh and containers.sh: `step <what>` prints the heading of a step with the clock time and the
# seconds since the script began, so that a log shows where the time went.
step() {
  echo "› $* [$(date +%T), ${SECONDS} s]"
}
