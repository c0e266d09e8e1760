# Reads Markdown files and writes what Scripts/check-snippets checks; POSIX awk (mawk, BSD awk).
#
# For every fenced code block (``` or ~~~, at any indentation) it prints a record to stdout,
# fields separated by tabs:
#   block    FILE LINE LANGUAGE            every block, whatever its language
#   swift    FILE LINE PLATFORM PATH       a ```swift block, written as a Swift file at PATH
#   command  FILE LINE TEXT                a command of a ```sh block (continuation lines joined)
#   problem  FILE LINE MESSAGE             something the author must fix
# LINE is the line of the opening fence. With -v out=DIR the Swift files are written into DIR;
# without it nothing is written (the records are the same).
#
# A ```swift block is compiled as a file of its own that imports Foundation, Palette and
# PaletteThemes; a block that uses a PaletteDesign, PaletteFormats or PalettePackages type must import that module
# itself, as its readers must (an import in the block, or in its snippet comment). Its declarations (types, extensions, functions, imports) stay at file scope; its
# statements need a function to run in, which an HTML comment directly above the block declares,
# together with any other context the block needs (imports, stand-in types):
#
#   <!-- snippet in: @MainActor func example(title: UILabel) throws -->
#   <!-- snippet in: extension ProfileScreen { func listen() async -->   (statements see `self`)
#
#   <!-- snippet
#   import UIKit
#   struct OceanLight: CompiledTheme { ... }
#   in: @MainActor func example(traitCollection: UITraitCollection) throws
#   -->
#
# A block that imports UIKit, AppKit or SwiftUI (itself or through its comment) is for that
# platform: PLATFORM is uikit, appkit or swiftui, else neutral, and the file is wrapped in
# `#if canImport(...)`. Errors point at the Markdown lines (#sourceLocation). A block that
# imports PackageDescription is a package manifest (PLATFORM manifest), written as it is.

function reset_file() {
    in_fence = 0; in_comment = 0; comment_end = -1; n_comment = 0
}

function problem(line, message) {
    printf "problem\t%s\t%d\t%s\n", file, line, message
}

function end_file() {
    if (file == "") return
    if (in_fence) problem(fence_line, "the code block is never closed")
    if (in_comment) problem(comment_start, "the snippet comment is never closed (-->)")
    if (comment_end >= 0) problem(comment_start, "a snippet comment must sit directly above a ```swift block")
}

function trim(s) {
    sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s)
    return s
}

# Updates `depth` (open brackets of every kind) and the string state for one line of Swift.
function scan(s,    i, n, c) {
    n = length(s)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1)
        if (in_multiline) { if (substr(s, i, 3) == "\"\"\"") { in_multiline = 0; i += 2 }; continue }
        if (in_string) { if (c == "\\") i++; else if (c == "\"") in_string = 0; continue }
        if (in_block_comment) { if (substr(s, i, 2) == "*/") { in_block_comment = 0; i++ }; continue }
        if (substr(s, i, 3) == "\"\"\"") { in_multiline = 1; i += 2; continue }
        if (c == "\"") { in_string = 1; continue }
        if (substr(s, i, 2) == "//") break
        if (substr(s, i, 2) == "/*") { in_block_comment = 1; i++; continue }
        if (c == "{" || c == "(" || c == "[") depth++
        else if (c == "}" || c == ")" || c == "]") depth--
    }
    in_string = 0
}

# Whether an item (lines joined by "\n") declares something that lives at file scope.
function is_declaration(item,    lines, n, i, t) {
    n = split(item, lines, "\n")
    for (i = 1; i <= n; i++) {
        t = trim(lines[i])
        if (t == "" || t ~ /^\/\// || t ~ /^#(if|elseif|else|endif)/) continue
        while (t ~ /^@[A-Za-z_][A-Za-z0-9_]*/) {
            sub(/^@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[ \t]*/, "", t)
        }
        if (t == "") continue
        while (t ~ /^(public|private|fileprivate|internal|package|final|open|nonisolated|indirect)[ \t]/) {
            sub(/^[a-z]+[ \t]+/, "", t)
        }
        return t ~ /^(struct|class|enum|extension|protocol|actor|typealias|func|import)[ \t]/
    }
    return 0
}

function emit(path, text) { print text > path }

function source_location(path, line) {
    emit(path, sprintf("#sourceLocation(file: \"%s\", line: %d)", file, line))
    located = 1
}

# Splits the block into items and writes its Swift file; prints its record.
function finish_swift(    i, t, n_items, item, item_line, is_attribute_only, continuing,
                          platform, guard_name, path, k, signature, has_statements, everything) {
    n_items = 0; depth = 0; in_string = 0; in_multiline = 0; in_block_comment = 0; if_depth = 0
    for (i = 1; i <= n_block; i++) {
        t = trim(block[i])
        if (depth == 0 && !in_multiline && if_depth == 0) {
            continuing = (t ~ /^[.?:]/ || t ~ /^(&&|\|\||else[ \t{]|catch[ \t{]|where[ \t])/ || t == "else" || t == "catch")
            is_attribute_only = n_items > 0 && item[n_items] ~ /^([ \t]*@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[ \t]*\n?)+$/
            if (t != "" && t !~ /^\/\// && !continuing && !is_attribute_only) {
                n_items++; item[n_items] = ""; item_line[n_items] = block_line[i]
            }
        }
        if (n_items == 0) continue   # comments and blank lines before the first item
        if (t ~ /^#if/) if_depth++
        if (t ~ /^#endif/) if_depth--
        item[n_items] = item[n_items] (item[n_items] == "" ? "" : "\n") block[i]
        scan(block[i])
    }
    everything = block_text "\n" context_text
    if (block_text ~ /import[ \t]+PackageDescription/) { finish_manifest(); return }
    platform = "neutral"; guard_name = ""
    if (everything ~ /import[ \t]+SwiftUI/) { platform = "swiftui"; guard_name = "SwiftUI" }
    if (everything ~ /import[ \t]+AppKit/) { platform = "appkit"; guard_name = "AppKit" }
    if (everything ~ /import[ \t]+UIKit/) { platform = "uikit"; guard_name = "UIKit" }

    has_statements = 0
    for (k = 1; k <= n_items; k++) if (!is_declaration(item[k])) has_statements = 1
    if (has_statements && signature_text == "") {
        problem(fence_line, "the block has statements: declare the function they run in above it, " \
            "<!-- snippet in: func example() throws -->")
    }
    n_swift++
    path = ""
    if (out != "") {
        path = sprintf("%s/Snippet%03d.swift", out, n_swift)
        printf "" > path
        emit(path, sprintf("// Generated by Scripts/check-snippets from %s:%d; edit the Markdown.", file, fence_line))
        located = 0
        if (guard_name != "") emit(path, "#if canImport(" guard_name ")")
        emit(path, "import Foundation\nimport Palette\nimport PaletteThemes")
        if (context_text != "") { source_location(path, context_line); emit(path, context_text) }
        for (k = 1; k <= n_items; k++) {
            if (!is_declaration(item[k])) continue
            source_location(path, item_line[k]); emit(path, item[k])
        }
        if (has_statements && signature_text != "") {
            source_location(path, signature_line); emit(path, signature_text " {")
            for (k = 1; k <= n_items; k++) {
                if (is_declaration(item[k])) continue
                source_location(path, item_line[k]); emit(path, item[k])
            }
            # One brace for the function, and one for each the signature opens
            # (`extension Screen { func show()`).
            closing = "}"
            for (k = 1; k <= length(signature_text); k++) if (substr(signature_text, k, 1) == "{") closing = closing "}"
            emit(path, closing)
        }
        if (located) emit(path, "#sourceLocation()")
        if (guard_name != "") emit(path, "#endif")
        close(path)
    }
    printf "swift\t%s\t%d\t%s\t%s\n", file, fence_line, platform, path
}

# A package manifest (a block that imports PackageDescription) is written as it is; the script
# resolves it against this checkout.
function finish_manifest(    path, i) {
    n_swift++
    path = ""
    if (out != "") {
        path = sprintf("%s/Manifest%03d.swift", out, n_swift)
        printf "" > path
        for (i = 1; i <= n_block; i++) emit(path, block[i])
        close(path)
    }
    printf "swift\t%s\t%d\tmanifest\t%s\n", file, fence_line, path
}

# Prints the commands of a ```sh block, joining lines that end with a backslash.
function finish_sh(    i, t, command, command_line) {
    command = ""
    for (i = 1; i <= n_block; i++) {
        t = trim(block[i])
        if (command == "") {
            if (t == "" || t ~ /^#/) continue
            command_line = block_line[i]
        }
        if (t ~ /\\$/) { command = command substr(t, 1, length(t) - 1) " "; continue }
        command = command t
        printf "command\t%s\t%d\t%s\n", file, command_line, command
        command = ""
    }
}

# Reads the snippet comment's lines into context_text and signature_text.
function read_comment(    i, t, first) {
    context_text = ""; signature_text = ""; context_line = 0; signature_line = 0
    for (i = 1; i <= n_comment; i++) {
        t = comment[i]
        if (i == 1) { sub(/^[ \t]*<!--[ \t]*snippet:?/, "", t) }
        if (i == n_comment) { sub(/-->[ \t]*$/, "", t) }
        if (trim(t) == "") continue
        if (trim(t) ~ /^in:/) {
            t = trim(t); sub(/^in:[ \t]*/, "", t)
            signature_text = t; signature_line = comment_line[i]
            continue
        }
        if (context_text == "") context_line = comment_line[i]
        context_text = context_text (context_text == "" ? "" : "\n") t
    }
}

FNR == 1 { end_file(); reset_file(); file = FILENAME }

in_fence {
    t = $0
    if (index(trim(t), fence) == 1 && trim(t) ~ /^(`+|~+)$/ && length(trim(t)) >= length(fence)) {
        in_fence = 0
        if (language == "swift") finish_swift()
        else if (language == "sh") finish_sh()
        next
    }
    # Strip the fence's own indentation, as Markdown does.
    for (k = 0; k < indent && substr(t, 1, 1) == " "; k++) t = substr(t, 2)
    n_block++; block[n_block] = t; block_line[n_block] = FNR
    block_text = block_text "\n" t
    next
}

in_comment {
    n_comment++; comment[n_comment] = $0; comment_line[n_comment] = FNR
    if ($0 ~ /-->/) { in_comment = 0; comment_end = FNR }
    next
}

/^[ \t]*<!--[ \t]*snippet([ \t:]|$)/ {
    if (comment_end >= 0) problem(comment_start, "a snippet comment must sit directly above a ```swift block")
    n_comment = 1; comment[1] = $0; comment_line[1] = FNR; comment_start = FNR
    if ($0 ~ /-->/) comment_end = FNR; else in_comment = 1
    next
}

/^[ \t]*(```|~~~)/ {
    match($0, /^[ \t]*/); indent = RLENGTH
    t = substr($0, indent + 1)
    match(t, /^(`+|~+)/); fence = substr(t, 1, RLENGTH)
    language = trim(substr(t, RLENGTH + 1)); sub(/[ \t{].*$/, "", language); language = tolower(language)
    fence_line = FNR; in_fence = 1; n_block = 0; block_text = ""
    printf "block\t%s\t%d\t%s\n", file, FNR, language == "" ? "-" : language
    context_text = ""; signature_text = ""
    if (comment_end == FNR - 1) {
        if (language == "swift") read_comment()
        else problem(comment_start, "a snippet comment must sit directly above a ```swift block")
    }
    comment_end = -1
    next
}

{
    if (comment_end >= 0) { problem(comment_start, "a snippet comment must sit directly above a ```swift block"); comment_end = -1 }
}

END { end_file() }
