-- Minimal Neovim 0.7 setup for *.cards files: the built-in LSP client, no plugins.
-- (0.7 has no vim.lsp.start, so this uses vim.lsp.start_client + vim.lsp.buf_attach_client.)
-- Env: CARDTEXT_SERVER = path to dist/server.js; CARDTEXT_ROOT = workspace folder (optional).
local server = assert(os.getenv('CARDTEXT_SERVER'), 'set CARDTEXT_SERVER to dist/server.js')
local root = os.getenv('CARDTEXT_ROOT') or vim.fn.getcwd()

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
      -- the server asks for the "cardtext" section; answer with defaults
      settings = { cardtext = {} },
    })
    vim.lsp.buf_attach_client(args.buf, _G.cardtext_client)
  end,
})
