-- Every request a new address: PAGE (the page's path and query, set by the bench) with a
-- counter added in a parameter the page does not use (`n`), so that no cache in front of the
-- server has seen the address before. Each thread's Lua state makes its own prefix from the
-- address of a table it keeps, so two threads never ask for the same address.
local mark = {}
local prefix = string.match(tostring(mark), "0x(%x+)") or tostring(math.random(1000000000))
local counter = 0

request = function()
  counter = counter + 1
  return wrk.format(nil, PAGE .. "&n=" .. prefix .. "-" .. counter)
end
