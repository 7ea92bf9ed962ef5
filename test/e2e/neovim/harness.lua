-- Shared by the Neovim end-to-end tests: output, checks, timing, buffer look-ups, LSP requests,
-- and the final verdict (:qa! when every check passed, :cq! otherwise). Loaded with dofile().
-- Headless Neovim's print does not reach stdout, so everything goes through io.stdout:write.
local h = {}
h.buf = vim.api.nvim_get_current_buf()
h.uri = vim.uri_from_bufnr(h.buf)
local t0 = vim.loop.hrtime()
local failures = 0

function h.out(s) io.stdout:write(s .. '\n') end
function h.ms() return math.floor((vim.loop.hrtime() - t0) / 1e6) end
function h.has(text, needle) return text:find(needle, 1, true) ~= nil end
function h.oneline(text, n) return (text:gsub('%s+', ' '):sub(1, n or 120)) end

function h.check(ok, name, detail)
  h.out(('%s %s%s'):format(ok and 'ok  ' or 'FAIL', name, detail and (' — ' .. detail) or ''))
  if not ok then failures = failures + 1 end
  return ok
end

-- 0-based line, 0-based column and text of the first buffer line containing `needle` (plain find)
function h.find(needle)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(h.buf, 0, -1, false)) do
    local col = l:find(needle, 1, true)
    if col then return i - 1, col - 1, l end
  end
  error('fixture has no line containing ' .. needle)
end

-- The first result of a synchronous request to the attached server, or nil and why.
function h.request(method, params)
  local res, err = vim.lsp.buf_request_sync(h.buf, method, params, 10000)
  if not res then return nil, err end
  for _, r in pairs(res) do
    if r.error then return nil, vim.inspect(r.error) end
    if r.result ~= nil then return r.result end
  end
  return nil, 'no result'
end

-- A hover's text at a position ('' when there is none).
function h.hover_text(line, character)
  local result = h.request('textDocument/hover', { textDocument = { uri = h.uri }, position = { line = line, character = character } })
  local c = result and result.contents
  if type(c) == 'table' then return c.value or vim.inspect(c) end
  return c and tostring(c) or ''
end

-- Runs the test body, reports a script error as a failure, prints the verdict and quits.
function h.run(label, body)
  local ok, err = pcall(body)
  if not ok then h.check(false, 'test script error', tostring(err)) end
  h.out(('%s: %s (%d failure%s) in %d ms'):format(label, failures == 0 and 'PASS' or 'FAIL', failures, failures == 1 and '' or 's', h.ms()))
  pcall(vim.lsp.stop_client, vim.lsp.get_active_clients())
  vim.cmd(failures == 0 and 'qa!' or 'cq!')
end

return h
