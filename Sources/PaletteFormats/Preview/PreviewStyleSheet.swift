/// The preview page's own style sheet: layout and the page's chrome. Theme colours and fonts are
/// never in it; they are written on the elements that show them.
enum PreviewStyleSheet {
    /// The page's `<style>` content. The fixed sizes are ``PreviewLayout``'s.
    static let css: StaticString = """
        *{box-sizing:border-box}
        html{background:#EEF0F3;color:#1F2328;-webkit-text-size-adjust:100%}
        body{margin:0;padding:24px;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        .page-header{height:64px;margin:0 0 16px;overflow:hidden;white-space:nowrap}
        .page-header h1{margin:0;font-size:24px;line-height:32px;overflow:hidden;text-overflow:ellipsis}
        .page-header p{margin:4px 0 0;color:#59636E;overflow:hidden;text-overflow:ellipsis}
        .columns{display:flex;gap:24px;align-items:flex-start}
        .column{flex:none;width:392px;padding:16px;border-radius:12px;box-shadow:0 0 0 1px #0000001F}
        .fixed{position:relative;height:var(--fixed-height)}
        .fixed>*{position:absolute;overflow:hidden}
        .title{white-space:nowrap}
        .title div{display:flex;align-items:center;justify-content:space-between;gap:8px}
        .title h2{margin:0;font-size:17px;line-height:22px;overflow:hidden;text-overflow:ellipsis}
        .title p{margin:0;font-size:11px;line-height:14px;opacity:.75;overflow:hidden;text-overflow:ellipsis}
        .level{flex:none;padding:0 6px;border-radius:9px;font:600 11px/17px system-ui,sans-serif;box-shadow:inset 0 0 0 1px currentColor}
        .block{height:40px;border-radius:8px;padding-left:12px;font:600 20px/40px system-ui,sans-serif;box-shadow:inset 0 0 0 1px #8881}
        .caption{height:40px;padding-top:3px;font-size:12px;line-height:17px;white-space:nowrap}
        .caption div{display:flex;justify-content:space-between;align-items:center;gap:4px;overflow:hidden}
        .caption b,.caption .ratio{overflow:hidden;text-overflow:ellipsis}
        .caption .ratio{font-size:11px}
        .caption .badge,.caption code{flex:none}
        code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace;font-size:12px}
        .badge{display:inline-block;white-space:nowrap;padding:0 6px;border-radius:9px;font:600 11px/17px system-ui,sans-serif;color:#FFFFFF}
        .pass{background:#1A7F37}
        .fail{background:#CF222E}
        .changed-tag{background:#8250DF}
        .vision-heading{font-size:12px;font-weight:600;line-height:22px}
        .vision-label{font-size:12px;line-height:18px;white-space:nowrap}
        .cell{border-radius:3px;box-shadow:inset 0 0 0 1px #8884}
        .flow h3{margin:20px 0 8px;font-size:14px}
        .component{margin:0 0 12px;overflow:hidden}
        .navbar{display:flex;align-items:center;justify-content:space-between;padding:10px 14px;border-radius:10px;white-space:nowrap}
        .navbar span{overflow:hidden;text-overflow:ellipsis}
        .card{padding:14px;border-radius:12px;border:1px solid}
        .card p{margin:6px 0 0}
        .buttons{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
        .button{padding:8px 16px;border-radius:8px;font-weight:600;white-space:nowrap}
        .field label{display:block;margin-bottom:4px}
        .field div{padding:9px 12px;border-radius:8px;border:1px solid}
        .banner{padding:10px 14px;border-radius:10px}
        .chip{display:inline-block;padding:2px 10px;border-radius:12px}
        .font-sample{margin:0 0 12px}
        .font-sample .meta{font-size:12px;opacity:.8}
        .font-sample .text{overflow-wrap:anywhere}
        table{border-collapse:collapse;width:100%}
        th,td{text-align:left;vertical-align:top;padding:4px 6px;border-bottom:1px solid #8883;font-size:12px}
        td.sample{font-weight:600;white-space:nowrap}
        .flow td,.flow th{overflow-wrap:break-word}
        td.number{white-space:nowrap}
        .tables{margin-top:24px;padding:16px;border-radius:12px;background:#FFFFFF;box-shadow:0 0 0 1px #0000001F}
        .tables h2{margin:0 0 8px;font-size:17px}
        .tables td{overflow-wrap:anywhere}
        .tables section+section{margin-top:20px}
        .chip-color{display:inline-block;width:14px;height:14px;margin-right:6px;border-radius:3px;vertical-align:-2px;box-shadow:0 0 0 1px #0003}
        .note{opacity:.7}
        .sample{display:inline-block;width:40px;height:24px;margin:6px 10px 6px 2px;border-radius:6px;vertical-align:middle;background:#FFFFFF}
        .sample-card{margin:10px 14px 10px 6px}
        .sample-border{background:none}
        .sample-curve{margin-right:8px;vertical-align:middle;overflow:visible}
        .curve-box{fill:none;stroke:currentColor;stroke-opacity:.2;stroke-width:2}
        .curve-line{fill:none;stroke:currentColor;stroke-width:4;stroke-linecap:round}
        .specimen{display:block;margin:2px 0 4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:320px}
        .summary{margin:0 0 24px;padding:16px;border-radius:12px;background:#FFFFFF;box-shadow:0 0 0 1px #0000001F}
        .summary h2{margin:20px 0 8px;font-size:17px}
        .summary h2:first-child{margin-top:0}
        .summary ul{margin:0;padding-left:20px}
        .regression{color:#CF222E;font-weight:600}
        .variant-row{margin-bottom:32px}
        .variant-row>h2{margin:0 0 12px;font-size:20px}
        .changed{box-shadow:0 0 0 3px #8250DF}
        tr.changed{box-shadow:none;background:#8250DF1F}
        tr.regressed{background:#CF222E24}
        .added{color:#1A7F37}
        .removed{color:#CF222E}
        """
}
