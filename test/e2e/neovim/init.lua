-- Minimal Neovim 0.7 setup for *.cards files: the built-in LSP client, no plugins.
-- (0.7 has no vim.lsp.start, so this uses vim.lsp.start_client + vim.lsp.buf_attach_client.)
-- Env: CARDTEXT_SERVER = path to dist/server.js; CARDTEXT_ROOT = workspace folder (optional);
-- CARDTEXT_SETTINGS_FILE = a JSON file of settings in VS Code's flat form, like a workspace's
-- .vscode/settings.json ({"cardtext.rulesFile": "/abs/rules.txt", ...}; optional).
local server = assert(os.getenv('CARDTEXT_SERVER'), 'set CARDTEXT_SERVER to dist/server.js')
local root = os.getenv('CARDTEXT_ROOT') or vim.fn.getcwd()

-- {"cardtext.a.b": v} -> { cardtext = { a = { b = v } } }: the nested tables Neovim's
-- workspace/configuration handler looks the server's "cardtext" section up in
local function read_settings(path)
  local settings = { cardtext = vim.empty_dict() }   -- sent as {}, not []
  if not path or path == '' then return settings end
  local flat = vim.fn.json_decode(table.concat(vim.fn.readfile(path), '\n'))
  for key, value in pairs(flat) do
    local node, parts = settings, vim.split(key, '.', true)
    for i = 1, #parts - 1 do
      node[parts[i]] = node[parts[i]] or {}
      node = node[parts[i]]
    end
    node[parts[#parts]] = value
  end
  return settings
end
local settings = read_settings(os.getenv('CARDTEXT_SETTINGS_FILE'))

-- the server's window/showMessage and window/logMessage texts, for the tests to check and print;
-- those of type Error (1) or Warning (2) also in cardtext_warnings (logs such as the scan's figures are type Log)
_G.cardtext_messages = {}
_G.cardtext_warnings = {}
for _, method in ipairs({ 'window/showMessage', 'window/logMessage' }) do
  local default = vim.lsp.handlers[method]
  vim.lsp.handlers[method] = function(err, result, ctx, config)
    if result and result.message then
      table.insert(_G.cardtext_messages, result.message)
      if result.type == 1 or result.type == 2 then table.insert(_G.cardtext_warnings, result.message) end
    end
    return default(err, result, ctx, config)
  end
end

vim.opt.swapfile = false
vim.opt.shadafile = 'NONE'

vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = '*.cards',
  callback = function() vim.bo.filetype = 'cardtext' end,
})

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'cardtext',
  callback = function(args)
    _G.cardtext_client = _G.cardtext_client or vim.lsp.start_client({
      name = 'cardtext',
      cmd = { 'node', server, '--stdio' },
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = 'e2e' } },
      -- the "cardtext" section: defaults, or the file's. Newer Neovims answer the server's
      -- workspace/configuration requests from this table; 0.7 does not offer workspace/configuration
      -- to servers, so on_init pushes it (as :h vim.lsp.start_client advises for 0.7).
      settings = settings,
      on_init = function(client)
        client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      end,
    })
    vim.lsp.buf_attach_client(args.buf, _G.cardtext_client)
  end,
})
