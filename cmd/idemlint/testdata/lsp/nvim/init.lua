-- Neovim's test of idemlint lsp (TestNeovim in lsp_test.go): the built-in
-- client configured as README says for Neovim 0.7, on the Go file given on
-- the command line, as a user would: wait for the diagnostics, take the
-- quick fix, finish the directive with a reason, save, see them cleared.
-- What it saw goes to $IDEMLINT_OUT as JSON; then it quits.

-- README's configuration (Neovim 0.7 to 0.10).
local idemlint
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'go',
  callback = function(args)
    idemlint = idemlint or vim.lsp.start_client({ name = 'idemlint', cmd = { 'idemlint', 'lsp' } })
    vim.lsp.buf_attach_client(args.buf, idemlint)
  end,
})

local timeout = 180000 -- ms; a cold result cache declares the standard library's packages the fixture imports first

local function finish(out)
  vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.IDEMLINT_OUT)
  vim.cmd('qa!')
end

vim.api.nvim_create_autocmd('VimEnter', {
  nested = true, -- the :write below must run BufWritePost, which sends didSave
  callback = function()
    local buf = vim.api.nvim_get_current_buf()
    local out = { diagnostics = {} }
    local started = vim.loop.hrtime()
    if not vim.wait(timeout, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
      out.error = 'no diagnostics'
      return finish(out)
    end
    out.ms = math.floor((vim.loop.hrtime() - started) / 1e6)
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      local lsp = d.user_data and d.user_data.lsp or {}
      table.insert(out.diagnostics, {
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, -- bytes, 0-based
        severity = d.severity, source = d.source, code = d.code, message = d.message,
        href = lsp.codeDescription and lsp.codeDescription.href,
        related = lsp.relatedInformation,
      })
    end

    -- The quick fix, chosen from the list the user would see.
    local first = vim.diagnostic.get(buf)[1]
    vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
    out.actions = {}
    vim.ui.select = function(items, opts, choose)
      for _, item in ipairs(items) do
        table.insert(out.actions, (opts.format_item(item)))
      end
      choose(items[1])
    end
    local before = vim.api.nvim_buf_line_count(buf)
    vim.lsp.buf.code_action()
    if not vim.wait(timeout, function() return vim.api.nvim_buf_line_count(buf) > before end, 20) then
      out.error = 'the quick fix changed nothing'
      return finish(out)
    end
    local line = vim.api.nvim_buf_get_lines(buf, first.lnum, first.lnum + 1, true)[1]
    out.inserted = line

    -- The user gives the reason and saves; the finding goes.
    vim.api.nvim_buf_set_lines(buf, first.lnum, first.lnum + 1, true, { line .. 'one consumer by deployment' })
    vim.cmd('write')
    if not vim.wait(timeout, function() return #vim.diagnostic.get(buf) == 0 end, 20) then
      out.error = 'the diagnostics stayed after the save'
      return finish(out)
    end
    out.cleared = true
    finish(out)
  end,
})
