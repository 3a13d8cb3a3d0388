-- Appended to every wrk script of the bench: prints the run's figures as one JSON line that
-- bench/load/lib/wrk.mjs reads (wrk's own text summary rounds the percentiles).
-- Threads that count answers by status (see login.lua) hand their counts over in `statuses`.
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

done = function(summary, latency, requests)
  local statuses = {}
  for _, thread in ipairs(threads) do
    local counted = thread:get("statuses")
    if type(counted) == "table" then
      for status, n in pairs(counted) do
        statuses[tostring(status)] = (statuses[tostring(status)] or 0) + n
      end
    end
  end
  local parts = {}
  for status, n in pairs(statuses) do
    table.insert(parts, string.format('"%s":%d', status, n))
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,' ..
    '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    e.connect, e.read, e.write, e.status, e.timeout,
    table.concat(parts, ",")))
end
