-- The attacker: POST /api/scm-auth/login with a wrong password for `admin` (a real account,
-- so the server does real argon2 work until it throttles), a new password every time, counting
-- the answers by status so the bench can tell hashed refusals (401) from throttled ones (429).
local n = 0

init = function(args)
  statuses = {}
end

request = function()
  n = n + 1
  return wrk.format("POST", "/api/scm-auth/login",
    { ["Content-Type"] = "application/json" },
    string.format('{"username":"admin","password":"wrong-guess-%d"}', n))
end

response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
