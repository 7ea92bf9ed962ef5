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
  local settings = { cardtext = {} }
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
      -- the server asks for the "cardtext" section (workspace/configuration): defaults, or the file's
      settings = settings,
    })
    vim.lsp.buf_attach_client(args.buf, _G.cardtext_client)
  end,
})
