-- End-to-end test of rulings and official rule text in Neovim's built-in LSP client: init.lua
-- starts the server with settings read from CARDTEXT_SETTINGS_FILE (cardtext.rulesFile,
-- rulingsFiles and cardFiles pointing at the shared corpus), answered to its workspace/configuration.
-- Run: CARDTEXT_SETTINGS_FILE=.vscode/settings.json nvim --headless -u init.lua -i NONE -n guild-ledger.cards -c 'luafile rulings-test.lua'
-- Prints one line per check and quits with :qa! when every check passed, :cq! otherwise.
local h = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')
local buf, uri, out, ms, check, find, request, has, oneline, hover_text = h.buf, h.uri, h.out, h.ms, h.check, h.find, h.request, h.has, h.oneline, h.hover_text

-- The server reads its settings after `initialized` and then loads the corpus files (about 12 MB of
-- JSON); until then a hover knows only the built-in reference. Ask again until `needle` shows.
local function hover_until(line, character, needle, timeout_ms)
  local deadline, text = ms() + (timeout_ms or 20000), ''
  repeat
    text = hover_text(line, character)
    if has(text, needle) then return text, true end
    vim.wait(100)
  until ms() > deadline
  return text, false
end

h.run('neovim rulings', function()
  check(vim.lsp.get_client_by_id(_G.cardtext_client) ~= nil, 'the cardtext client started')
  -- a request before the server answered `initialize` fails at once ("not supported") and
  -- buf_request_sync then sits out its whole timeout: wait for the handshake first
  check(vim.wait(15000, function() return vim.lsp.get_client_by_id(_G.cardtext_client).initialized == true end, 20),
    'the server is initialized', ('after %d ms'):format(ms()))
  local settings = vim.lsp.get_client_by_id(_G.cardtext_client).config.settings.cardtext or {}
  check(type(settings.rulesFile) == 'string' and type(settings.rulingsFiles) == 'table' and type(settings.cardFiles) == 'table',
    'settings from CARDTEXT_SETTINGS_FILE', vim.inspect(settings):gsub('%s+', ' '):sub(1, 160))

  -- 1. the real card's name: its five official rulings with their date
  local name_line, name_col = find('Bane Alley Broker {1}{U}{B}')
  local text, found = hover_until(name_line, name_col + 2, 'You should keep cards exiled by different Bane Alley Brokers separate.')
  check(found, 'name hover shows an official ruling', ('after %d ms'):format(ms()))
  check(has(text, '**Rulings** (5, newest first)'), 'name hover counts five rulings', oneline(text))
  check(has(text, '*2013-01-24*'), 'the rulings carry their date 2013-01-24')
  check(has(text, 'If Bane Alley Broker leaves the battlefield'), 'another ruling of the card is listed')

  -- 2. {T} in the first ability: rule 107.5 quoted from the rules file
  local tap_line, tap_col = find('{T}: Draw a card, then exile')
  local tap = hover_until(tap_line, tap_col + 1, 'The tap symbol is {T}', 10000)
  check(has(tap, '**107.5** The tap symbol is {T}. The tap symbol in an activation cost means'), 'hover on {T} quotes the official rule 107.5', oneline(tap:sub(tap:find('**107.5**', 1, true) or 1)))
  check(has(tap, '302.6'), 'hover on {T} cites 302.6')

  -- 3. the custom card's name: its own `Ruling:` line
  local custom_line, custom_col = find('Ledger of Debts {2}{B}')
  local custom = hover_text(custom_line, custom_col + 2)
  check(has(custom, '*2026-11-29* You can pay 1 life at 1 life; you then lose the game'), "custom card's own ruling with its date", oneline(custom, 200))
  check(has(custom, '**Rulings** (1, newest first)'), 'exactly one ruling on the custom card')

  -- a setting the server could not use (a missing file, say) comes back as a warning or an error
  -- (the scan's figures, "cardtext: indexed …", are a plain log and don't count)
  local warnings = _G.cardtext_warnings or {}
  check(#warnings == 0, 'no warning from the server about its settings', table.concat(warnings, ' | '))
end)

