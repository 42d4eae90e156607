-- Neovim's test of a bad flag (TestNeovimBadFlag in lsp_test.go): the
-- built-in client configured as README says for Neovim 0.7, with a flag
-- whose value idemlint rejects, on the Go file given on the command line.
-- The error must show as a message (window/showMessage, recorded here in
-- place of Neovim's handler), no diagnostics come, and the server stops
-- cleanly when the client stops it. What it saw goes to $IDEMLINT_OUT as
-- JSON; then it quits.

local shown = {}
vim.lsp.handlers['window/showMessage'] = function(_, result)
  table.insert(shown, result)
end

local exit_code
local idemlint
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'go',
  callback = function(args)
    idemlint = idemlint or vim.lsp.start_client({
      name = 'idemlint',
      cmd = { 'idemlint', 'lsp', '-idemlint.effect=Send' },
      on_exit = function(code) exit_code = code end,
    })
    vim.lsp.buf_attach_client(args.buf, idemlint)
  end,
})

local timeout = 60000 -- ms

local function finish(out)
  vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.IDEMLINT_OUT)
  vim.cmd('qa!')
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local buf = vim.api.nvim_get_current_buf()
    local out = { shown = shown }
    if not vim.wait(timeout, function() return #shown > 0 end, 20) then
      out.error = 'no message'
      return finish(out)
    end
    vim.wait(1000, function() return #vim.diagnostic.get(buf) > 0 end, 20) -- a second for a run there must not be
    out.diagnostics = #vim.diagnostic.get(buf)
    vim.lsp.stop_client(idemlint)
    if not vim.wait(timeout, function() return exit_code ~= nil end, 20) then
      out.error = 'the server did not stop'
      return finish(out)
    end
    out.exit_code = exit_code
    finish(out)
  end,
})
