-- The visitor: the home page as a browser asks for it, paced (PROBE_DELAY_MS between a
-- connection's answer and its next request) so that it measures the latency a visitor sees
-- rather than saturating the server itself.
wrk.headers["Accept-Encoding"] = "gzip"

delay = function()
  return PROBE_DELAY_MS
end
