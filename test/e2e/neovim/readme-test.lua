-- End-to-end test of the Neovim setup that README.md documents: run.sh extracts its Lua block
-- (readmeSnippet.js) and starts Neovim with exactly that as init.lua, `cardtext-language-server`
-- on PATH as `npm install -g` would put it, in a workspace without a MagicCompRules.txt.
-- Run: nvim --headless -u readme-init.lua -i NONE -n showcase.cards -c 'luafile readme-test.lua'
-- Prints one line per check and quits with :qa! when every check passed, :cq! otherwise.
local h = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')
local buf, check, has = h.buf, h.check, h.has

-- The server's messages, collected (and printed by the checks, not on stderr). The client started
-- while Neovim read the file, but nothing it sent has been handled yet (that happens in the event
-- loop, below), so a handler set here sees every message.
local messages = {}
vim.lsp.handlers['window/showMessage'] = function(_, result)
  if result and result.message then table.insert(messages, result.message) end
end

-- the clients attached to a buffer (vim.lsp.get_clients is 0.10+, buf_get_clients is 0.7)
local function clients_of(b)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = b }) end
  return vim.tbl_values(vim.lsp.buf_get_clients(b))
end
local function codes(b)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(b)) do list[#list + 1] = tostring(d.code) end
  table.sort(list)
  return table.concat(list, ', ')
end

h.run('neovim README setup', function()
  h.out('Neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch))
  check(vim.bo[buf].filetype == 'cardtext', 'the README setup gives *.cards the cardtext filetype', 'filetype=' .. vim.bo[buf].filetype)
  -- a client counts as attached once the server answered `initialize`
  local clients = {}
  vim.wait(15000, function() clients = clients_of(buf); return #clients > 0 end, 20)
  check(#clients == 1 and clients[1].name == 'cardtext', 'the cardtext client is attached to the buffer',
    ('%d client(s) after %d ms'):format(#clients, h.ms()))

  local got = vim.wait(20000, function() return #vim.diagnostic.get(buf) >= 3 end, 20)
  check(got, 'diagnostics arrive', ('after %d ms'):format(h.ms()))
  check(codes(buf) == 'dash-style, mana-cost-order, undefined-mana-type', 'the fixture’s three diagnostics', codes(buf))

  -- The snippet's settings name a rules file this workspace does not have: the server can only
  -- say so if the settings reached it (Neovim 0.7 sends them only through the snippet's on_init).
  local warned = vim.wait(10000, function()
    for _, m in ipairs(messages) do if has(m, 'MagicCompRules.txt') then return true end end
    return false
  end, 20)
  check(warned, 'the snippet’s settings reach the server (it reports the missing rules file)', table.concat(messages, ' | '))

  -- a second .cards buffer gets the same client, not a second server
  vim.cmd('edit second.cards')
  local second = vim.api.nvim_get_current_buf()
  check(vim.bo[second].filetype == 'cardtext', 'a second .cards file gets the cardtext filetype', 'filetype=' .. vim.bo[second].filetype)
  local shared = vim.wait(5000, function()
    local c = clients_of(second)
    return #c == 1 and clients[1] ~= nil and c[1].id == clients[1].id
  end, 20)
  check(shared, 'the second buffer shares the first buffer’s client')
  check(#vim.lsp.get_active_clients() == 1, 'one cardtext server in all', ('%d'):format(#vim.lsp.get_active_clients()))
  check(vim.wait(10000, function() return codes(second) == 'unknown-type' end, 20), 'the second buffer is checked too', codes(second))
end)
