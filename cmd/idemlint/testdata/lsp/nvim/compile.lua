-- Neovim's test of a package that does not compile (TestNeovimCompileError
-- in lsp_test.go): the built-in client configured as README says for
-- Neovim 0.7, on the Go file given on the command line, which breaks its
-- package. The error must show as a diagnostic on the file's package
-- clause and as a message (window/showMessage, recorded here in place of
-- Neovim's handler). What it saw goes to $IDEMLINT_OUT as JSON; then it
-- quits.

local shown = {}
vim.lsp.handlers['window/showMessage'] = function(_, result)
  table.insert(shown, result)
end

-- README's configuration (Neovim 0.7 to 0.10).
local idemlint
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'go',
  callback = function(args)
    idemlint = idemlint or vim.lsp.start_client({ name = 'idemlint', cmd = { 'idemlint', 'lsp' } })
    vim.lsp.buf_attach_client(args.buf, idemlint)
  end,
})

local timeout = 180000 -- ms; a cold cache declares the standard library's packages the fixture imports first

local function finish(out)
  vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.IDEMLINT_OUT)
  vim.cmd('qa!')
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local buf = vim.api.nvim_get_current_buf()
    local out = { diagnostics = {}, shown = shown }
    if not vim.wait(timeout, function() return #vim.diagnostic.get(buf) > 0 and #shown > 0 end, 20) then
      out.error = 'no diagnostic and message'
      return finish(out)
    end
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      table.insert(out.diagnostics, {
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, -- bytes, 0-based
        severity = d.severity, source = d.source, message = d.message,
      })
    end
    finish(out)
  end,
})
