-- End-to-end test of the cardtext language server in Neovim's built-in LSP client.
-- Run: nvim --headless -u init.lua -i NONE -n showcase.cards -c 'luafile test.lua'
-- Prints one line per check with io.stdout:write (print does not reach stdout when headless)
-- and quits with :qa! when every check passed, :cq! otherwise.
local h = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'harness.lua')
local buf, uri, out, ms, check, find, request, has, oneline, hover_text = h.buf, h.uri, h.out, h.ms, h.check, h.find, h.request, h.has, h.oneline, h.hover_text

local function diags()
  local list = vim.diagnostic.get(buf)
  table.sort(list, function(a, b) return a.lnum < b.lnum end)
  return list
end
local function summary(list)
  local parts = {}
  for _, d in ipairs(list) do parts[#parts + 1] = ('%s@%d'):format(tostring(d.code), d.lnum + 1) end
  return table.concat(parts, ', ')
end
h.run('neovim', function()
  local client = vim.lsp.get_client_by_id(_G.cardtext_client)
  check(client ~= nil, 'the cardtext client started')

  -- 1. diagnostics: codes and lines
  local got = vim.wait(20000, function() return #vim.diagnostic.get(buf) >= 3 end, 20)
  check(got, 'diagnostics published', ('after %d ms'):format(ms()))
  local undef_line = find('{T}: Add {T}.')
  local dash_line = find('Landfall - ')
  local order_line = find('Sunforge Duelist {')
  local expected = ('undefined-mana-type@%d, dash-style@%d, mana-cost-order@%d'):format(undef_line + 1, dash_line + 1, order_line + 1)
  check(summary(diags()) == expected, 'diagnostic codes and lines', summary(diags()))
  for _, d in ipairs(diags()) do
    if d.code == 'undefined-mana-type' then
      check(d.col == 9 and d.message:find('106.5', 1, true) ~= nil and d.source == 'cardtext',
        'undefined-mana-type points at the second {T} and cites 106.5', ('col %d: %s'):format(d.col, d.message))
    end
  end

  -- 2. hover on {T} in the creature's activation cost
  local tap_line = find('{T}: This creature deals')
  local hover = hover_text(tap_line, 1)
  check(has(hover, '107.5') and has(hover, '302.6'), 'hover on {T} cites 107.5 and 302.6', oneline(hover, 100))

  -- 3. completion right after a "{"
  local completion = request('textDocument/completion', { textDocument = { uri = uri }, position = { line = tap_line, character = 1 } })
  local items = completion and (completion.items or completion) or {}
  local labels = {}
  for _, item in ipairs(items) do labels[item.label] = true end
  check(labels['{T}'] == true and labels['{W/U}'] == true, 'completion after "{" offers {T}', ('%d items'):format(#items))

  -- 4. quick fix on the hyphen, applied through Neovim's own workspace-edit code
  local dash_col = select(2, find('Landfall - ')) + #'Landfall '   -- 0-based column of the "-"
  local range = { start = { line = dash_line, character = dash_col }, ['end'] = { line = dash_line, character = dash_col + 1 } }
  local lsp_diags = {}
  for _, d in ipairs(diags()) do
    if d.lnum == dash_line then lsp_diags[#lsp_diags + 1] = d.user_data and d.user_data.lsp or {} end
  end
  local actions = request('textDocument/codeAction', { textDocument = { uri = uri }, range = range, context = { diagnostics = lsp_diags } }) or {}
  local fix
  local titles = {}
  for _, a in ipairs(actions) do
    titles[#titles + 1] = a.title
    if not fix and a.edit and a.title:find('—', 1, true) then fix = a end
  end
  if check(fix ~= nil, 'code action for the hyphen is offered', table.concat(titles, ' | ')) then
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
    local fixed_line = vim.api.nvim_buf_get_lines(buf, dash_line, dash_line + 1, false)[1]
    check(fixed_line:find('Landfall — Whenever', 1, true) == 1, 'the edit put in the long dash', fixed_line)
    local gone = vim.wait(10000, function()
      for _, d in ipairs(vim.diagnostic.get(buf)) do if d.code == 'dash-style' then return false end end
      return true
    end, 20)
    check(gone, 'dash-style diagnostic went away after the edit', summary(diags()))
    check(#diags() == 2, 'the other diagnostics stay', summary(diags()))
  end

  -- 5. the set's own words: the outline lists Tinkerkin (used on two cards, never declared), and
  --    the source action "Declare all 1 new word" declares it, after which the entry is gone
  local symbols = request('textDocument/documentSymbol', { textDocument = { uri = uri } }) or {}
  local head = symbols[1] or {}
  local child = (head.children or {})[1] or {}
  check(head.name == "Set's own words" and child.name == 'Tinkerkin', "the outline starts with the set's own words",
    ('%s / %s'):format(tostring(head.name), tostring(child.name)))
  local zero = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } }
  local sources = request('textDocument/codeAction', { textDocument = { uri = uri }, range = zero, context = { diagnostics = {}, only = { 'source' } } }) or {}
  local declare
  for _, a in ipairs(sources) do if a.title:find('Declare all 1 new word', 1, true) then declare = a end end
  if check(declare ~= nil, 'the source action declares the new word', ('%d actions'):format(#sources)) then
    vim.lsp.util.apply_workspace_edit(declare.edit, client.offset_encoding)
    check(pcall(find, '@subtype Creature Tinkerkin'), 'the edit wrote @subtype Creature Tinkerkin', '')
    local listed = vim.wait(10000, function()
      local now = request('textDocument/documentSymbol', { textDocument = { uri = uri } }) or {}
      return now[1] ~= nil and now[1].name ~= "Set's own words"
    end, 50)
    check(listed, 'once declared, the outline no longer lists it', '')
  end

  -- 6. templating: a card in older wording, typed at the end, gets a wording note; the source action
  --    "Convert to current templating" rewrites it in today's wording and the note goes away
  local last = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_buf_set_lines(buf, last, last, false, { '', 'Hollow Sentinel {1}{W}', 'Creature — Spirit', 'When Hollow Sentinel enters the battlefield, draw a card.', '1/1' })
  local noted = vim.wait(10000, function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do if d.code == 'wording-enters' then return true end end
    return false
  end, 20)
  if check(noted, 'the older wording gets a wording note', summary(diags())) then
    local convert = request('textDocument/codeAction', { textDocument = { uri = uri }, range = zero, context = { diagnostics = {}, only = { 'source.convertTemplating' } } }) or {}
    local action = convert[1]
    if check(action ~= nil and action.title:find('Convert to current templating', 1, true) == 1, 'the source action converts the file', action and action.title or 'none') then
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
      check(pcall(find, 'When this creature enters, draw a card.'), 'the conversion wrote today\'s wording', '')
      local gone = vim.wait(10000, function()
        for _, d in ipairs(vim.diagnostic.get(buf)) do if d.code:find('wording-', 1, true) then return false end end
        return true
      end, 20)
      check(gone, 'no wording note is left', summary(diags()))
    end
  end
end)
